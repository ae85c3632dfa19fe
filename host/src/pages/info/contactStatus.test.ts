import { CONTACT_STATUS, isErrorStatus } from './contactStatus';

describe('isErrorStatus', () => {
  it("is true for texts containing 'Failed' or 'error'", () => {
    expect(isErrorStatus(CONTACT_STATUS.failed('Bad Gateway'))).toBe(true);
    expect(isErrorStatus(CONTACT_STATUS.networkError)).toBe(true);
  });

  it("is false for the success and the empty-field messages (the latter shows green by design)", () => {
    expect(isErrorStatus(CONTACT_STATUS.sent)).toBe(false);
    expect(isErrorStatus(CONTACT_STATUS.missingFields)).toBe(false);
  });
});
