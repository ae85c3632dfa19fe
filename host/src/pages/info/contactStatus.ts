/** Texts of the contact form's status line (SPEC §8). */
export const CONTACT_STATUS = {
  missingFields: 'Please fill in all fields.',
  sent: 'Your message has been sent successfully!',
  networkError: 'An error occurred while sending your message.',
  failed: (reason: string) => `Failed to send message: ${reason}`,
} as const;

/**
 * SPEC §8 colour rule: a status is shown red when its text contains 'Failed' or 'error', green otherwise
 * (so 'Please fill in all fields.' is green, exactly as specified).
 */
export function isErrorStatus(message: string): boolean {
  return message.includes('Failed') || message.includes('error');
}
