import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PageHead } from '../../app/PageHead';
import { portalConfig } from '../../app/config';
import { CONTACT_STATUS, isErrorStatus } from './contactStatus';
import { newIdempotencyKey, sendContactMessage, type ContactMessage } from './sendContactMessage';
import './InfoPage.css';
import './ContactPage.css';

const EMPTY_FORM: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** /contactus: a four-field form posted to /api/contact, with a live status line. */
export function ContactPage() {
  const { siteName, contactEmail } = portalConfig();
  const [fields, setFields] = useState<ContactMessage>(EMPTY_FORM);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  // The key of the message last tried: sending the same text again (a retry) reuses it, so a try that
  // was stored but not answered is not stored twice; a changed message is a new one with a new key.
  const lastTry = useRef<{ text: string; key: string } | null>(null);
  const id = useId();
  // Each new outcome (sent, or what went wrong) is brought into view and given focus: under a laptop's fold
  // it went unseen, and the Send button it follows is disabled while sending, which drops focus.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [outcomes, setOutcomes] = useState(0);
  useEffect(() => {
    const line = statusRef.current;
    if (!outcomes || !line) return;
    line.focus({ preventScroll: true });
    // 'nearest': no jump when it is already in view; the page's scroll-behavior decides how it moves.
    line.scrollIntoView?.({ block: 'nearest' });
  }, [outcomes]);
  const showStatus = (text: string) => {
    setStatus(text);
    setOutcomes((n) => n + 1);
  };

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const trimmed: ContactMessage = {
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.subject.trim(),
      message: fields.message.trim(),
    };
    // The browser's required check runs first, but whitespace-only or programmatic submits still land here.
    if (Object.values(trimmed).some((value) => value === '')) {
      showStatus(CONTACT_STATUS.missingFields);
      return;
    }
    setSending(true);
    setStatus('');
    const text = JSON.stringify(trimmed);
    if (lastTry.current?.text !== text) lastTry.current = { text, key: newIdempotencyKey() };
    const result = await sendContactMessage(trimmed, lastTry.current.key);
    if (result.sent) {
      setFields(EMPTY_FORM);
      lastTry.current = null;
    }
    setSending(false);
    showStatus(result.status);
  };

  const statusTone = isErrorStatus(status) ? 'contact-status--error' : 'contact-status--success';

  return (
    <article className="page info-page">
      <PageHead
        path="/contactus"
        title={`Contact Us - ${siteName}`}
        description={`Send the ${siteName} team a message: questions, game ideas, bug reports or feedback about our free browser games.`}
      />
      <h1 className="info-page__title">Contact Us</h1>
      <p className="info-page__lead">
        Questions, ideas for a new game or a bug to report? Fill in the form and we will reply by e-mail. You can also
        write to us directly at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>

      <form className="contact-form" onSubmit={submit} aria-busy={sending}>
        <div className="contact-form__field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required value={fields.name} onChange={update} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-email`}>Your Email</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={fields.email}
            onChange={update}
          />
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-subject`}>Subject</label>
          <input id={`${id}-subject`} name="subject" type="text" required value={fields.subject} onChange={update} />
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-message`}>Your Message</label>
          <textarea id={`${id}-message`} name="message" rows={6} required value={fields.message} onChange={update} />
        </div>
        <div className="contact-form__actions">
          <button type="submit" className="button contact-form__submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </div>
        <p ref={statusRef} className={status ? `contact-status ${statusTone}` : 'contact-status'} role="status" aria-live="polite" tabIndex={-1}>
          {status}
        </p>
      </form>
    </article>
  );
}
