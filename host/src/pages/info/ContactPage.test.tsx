import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ContactPage } from './ContactPage';

interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  json: () => Promise<unknown>;
}

function reply(ok: boolean, status: number, statusText: string, json: () => Promise<unknown>): FakeResponse {
  return { ok, status, statusText, json };
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const originalFetch = globalThis.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = originalFetch;
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/contactus']}>
      <ContactPage />
    </MemoryRouter>,
  );
  return {
    name: screen.getByLabelText('Name') as HTMLInputElement,
    email: screen.getByLabelText('Your Email') as HTMLInputElement,
    subject: screen.getByLabelText('Subject') as HTMLInputElement,
    message: screen.getByLabelText('Your Message') as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'Send Message' }),
    status: screen.getByRole('status'),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof renderPage>) {
  await user.type(form.name, 'Ada Lovelace');
  await user.type(form.email, 'ada@example.com');
  await user.type(form.subject, 'Sudoku idea');
  await user.type(form.message, 'Could you add a daily Sudoku?');
}

describe('ContactPage', () => {
  it('renders one h1 and four labelled, required fields with a six-row message box', () => {
    const form = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.message).toHaveAttribute('rows', '6');
    for (const field of [form.name, form.email, form.subject, form.message]) expect(field).toBeRequired();
    expect(form.submit).toHaveAttribute('type', 'submit');
    expect(form.status).toHaveAttribute('aria-live', 'polite');
  });

  it("shows 'Please fill in all fields.' in green and sends nothing when a field is empty", () => {
    const form = renderPage();
    fireEvent.change(form.name, { target: { value: 'Ada' } });
    fireEvent.submit(form.submit.closest('form')!);
    expect(form.status).toHaveTextContent('Please fill in all fields.');
    expect(form.status).toHaveClass('contact-status--success');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats whitespace-only fields as empty', async () => {
    const user = userEvent.setup();
    const form = renderPage();
    await fillIn(user, form);
    await user.clear(form.subject);
    await user.type(form.subject, '   ');
    await user.click(form.submit);
    expect(form.status).toHaveTextContent('Please fill in all fields.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message as JSON, then clears the fields and shows a green success message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(reply(true, 200, 'OK', async () => ({})));
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);

    await waitFor(() => expect(form.status).toHaveTextContent('Your message has been sent successfully!'));
    expect(form.status).toHaveClass('contact-status--success');
    // The outcome takes focus (the Send button was disabled while sending), so it is seen and read.
    expect(form.status).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Sudoku idea',
      message: 'Could you add a daily Sudoku?',
    });
    for (const field of [form.name, form.email, form.subject, form.message]) expect(field).toHaveValue('');
  });

  it("shows the server's message in red and keeps the fields on failure", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(reply(false, 400, 'Bad Request', async () => ({ message: 'Invalid email address' })));
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);

    await waitFor(() => expect(form.status).toHaveTextContent('Failed to send message: Invalid email address'));
    expect(form.status).toHaveClass('contact-status--error');
    expect(form.name).toHaveValue('Ada Lovelace');
  });

  it('falls back to the status text when the failure body is not JSON', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      reply(false, 502, 'Bad Gateway', async () => {
        throw new SyntaxError('Unexpected token < in JSON');
      }),
    );
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);

    await waitFor(() => expect(form.status).toHaveTextContent('Failed to send message: Bad Gateway'));
    expect(form.status).toHaveClass('contact-status--error');
  });

  it('falls back to the status text when the JSON body has no message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(reply(false, 500, 'Internal Server Error', async () => ({ error: 'boom' })));
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);

    await waitFor(() => expect(form.status).toHaveTextContent('Failed to send message: Internal Server Error'));
  });

  it('sends a retry of the same message with the same Idempotency-Key, and a changed message with a new one', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);
    await waitFor(() => expect(form.status).toHaveTextContent('An error occurred while sending your message.'));
    await user.click(form.submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(form.submit).toBeEnabled());
    await user.type(form.message, ' Please!');
    await user.click(form.submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the network error message in red when the request throws', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);

    await waitFor(() => expect(form.status).toHaveTextContent('An error occurred while sending your message.'));
    expect(form.status).toHaveClass('contact-status--error');
    expect(form.subject).toHaveValue('Sudoku idea');
  });

  it("shows 'Sending...' on a disabled button while the request is pending", async () => {
    const user = userEvent.setup();
    let resolve!: (response: FakeResponse) => void;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    const form = renderPage();
    await fillIn(user, form);
    await user.click(form.submit);

    const pending = screen.getByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    fireEvent.submit(pending.closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => resolve(reply(true, 200, 'OK', async () => ({}))));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
