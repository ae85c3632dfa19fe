import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { portalConfig } from '../../app/config';
import { FaqList } from './FaqList';

function renderList(headingLevel?: 2 | 3) {
  return render(
    <MemoryRouter>
      <FaqList headingLevel={headingLevel} />
    </MemoryRouter>,
  );
}

const questions = () => screen.getAllByRole('button');
const expanded = () => questions().filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('FaqList', () => {
  it('lists ten questions in the specified order of topics', () => {
    renderList();
    const { siteName } = portalConfig();
    expect(questions().map((button) => button.textContent)).toEqual([
      `What is ${siteName}?`,
      'Are the games educational?',
      `Is ${siteName} safe for kids?`,
      'What should I do if I see an inappropriate ad?',
      'Can playing these games give my device a virus?',
      'Do I need to download anything to play?',
      'Is there a mobile app?',
      'Do the games cost anything?',
      'Do I need to create an account?',
      'What data do you collect?',
    ]);
  });

  it('wraps each question button in a heading of the requested level', () => {
    renderList(3);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
  });

  it('starts closed and links each button to its answer region', () => {
    renderList();
    expect(expanded()).toHaveLength(0);
    for (const button of questions()) {
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
    }
  });

  it('keeps one answer open at a time and collapses the open one on a second press', async () => {
    const user = userEvent.setup();
    renderList();
    const [first, second] = questions();

    await user.click(first);
    expect(expanded()).toEqual([first]);
    expect(screen.getByRole('region', { name: first.textContent! })).toBeVisible();

    await user.click(second);
    expect(expanded()).toEqual([second]);
    expect(document.getElementById(first.getAttribute('aria-controls')!)).not.toBeVisible();

    await user.click(second);
    expect(expanded()).toHaveLength(0);
  });

  it('works from the keyboard: Enter and Space toggle, arrows move between questions', async () => {
    const user = userEvent.setup();
    renderList();
    const all = questions();

    await user.tab();
    expect(all[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(all[0]).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(all[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([all[1]]);

    await user.keyboard('{End}');
    expect(all[9]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(all[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(all[9]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(all[0]).toHaveFocus();
  });

  it('gives a mailto link to report inappropriate ads', async () => {
    const user = userEvent.setup();
    renderList();
    const { contactEmail } = portalConfig();
    await user.click(screen.getByRole('button', { name: 'What should I do if I see an inappropriate ad?' }));
    const answer = screen.getByRole('region', { name: 'What should I do if I see an inappropriate ad?' });
    expect(within(answer).getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);
  });

  it('links the data answer to the privacy policy', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'What data do you collect?' }));
    const answer = screen.getByRole('region', { name: 'What data do you collect?' });
    expect(answer).toHaveTextContent('non-identifying technical and usage data');
    expect(answer).toHaveTextContent('cookies');
    expect(within(answer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
  });

  it('states the facts of SPEC §1 in the matching answers', async () => {
    const user = userEvent.setup();
    renderList();
    const answerTo = async (question: string) => {
      await user.click(screen.getByRole('button', { name: question }));
      return screen.getByRole('region', { name: question });
    };
    expect(await answerTo('Do the games cost anything?')).toHaveTextContent(/free.*paid for by the advertising/);
    expect(await answerTo('Do I need to create an account?')).toHaveTextContent('There are no accounts');
    expect(await answerTo('Do I need to download anything to play?')).toHaveTextContent('No download is needed');
    expect(await answerTo('Can playing these games give my device a virus?')).toHaveTextContent(/No\. .*sandbox/);
    const app = await answerTo('Is there a mobile app?');
    expect(app).toHaveTextContent('There is no mobile app on the web');
    expect(within(app).getByRole('link', { name: /download the .* app/ })).toHaveAttribute('href', portalConfig().appStoreUrl);
  });
});
