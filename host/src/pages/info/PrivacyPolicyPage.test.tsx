import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { portalConfig } from '../../app/config';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

describe('PrivacyPolicyPage', () => {
  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/privacypolicy']}>
        <PrivacyPolicyPage />
      </MemoryRouter>,
    );
  });

  it('has one h1, the update date and every required section in order', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: May 3, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Information We Collect',
      'How We Collect Information',
      'Why We Use Information',
      'Cookies and Consent',
      'Third-Party Services',
      'Data Security',
      "Children's Privacy",
      'Your Privacy Rights',
      'Data Retention',
      'Changes to This Policy',
      'Contact Us',
    ]);
  });

  it('states the age limits', () => {
    const children = screen.getByRole('region', { name: "Children's Privacy" });
    expect(children).toHaveTextContent('intended for users aged 16 and over');
    expect(children).toHaveTextContent('not aimed at children under 13');
  });

  it('names advertising and analytics partners and the rights of users', () => {
    expect(screen.getByRole('region', { name: 'Third-Party Services' })).toHaveTextContent(/Advertising partners.*Analytics providers/);
    const rights = screen.getByRole('region', { name: 'Your Privacy Rights' });
    for (const right of ['Access', 'Correct', 'Delete', 'Object', 'GDPR', 'CCPA']) expect(rights).toHaveTextContent(right);
  });

  it('gives the contact e-mail address', () => {
    const { contactEmail } = portalConfig();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);
  });

  it('sets its title and canonical link', () => {
    expect(document.title).toMatch(/^Privacy Policy/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/privacypolicy$/);
  });
});
