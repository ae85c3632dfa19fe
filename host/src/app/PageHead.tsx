import { portalConfig } from './config';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of this page, e.g. '/game/2048'; the canonical link is built from the configured public URL. */
  path: string;
  socialTitle?: string;
  keywords?: string;
  image?: string;
}

/** Title, canonical link and social meta tags for one path; React 19 hoists them into <head>. */
export function PageHead({ title, description, path, socialTitle, keywords, image }: PageHeadProps) {
  const { publicUrl, siteName } = portalConfig();
  const canonical = new URL(path, publicUrl).toString();
  const ogTitle = socialTitle ?? title;
  const ogImage = image ? new URL(image, publicUrl).toString() : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={ogTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {ogImage ? <meta property="og:image" content={ogImage} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={ogTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
