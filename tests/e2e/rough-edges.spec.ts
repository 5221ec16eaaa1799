import {
  expect as baseExpect,
  DESKTOP,
  expectNoAxeViolations,
  PASSWORD,
  PHONE,
  signUpViaApi,
  snap,
  test,
} from './fixtures.ts';

// A busy machine can take a while to draw a page: every wait here allows for it.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('no dead ends', () => {
  test('sign-up says what is wrong with an address', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('“not-an-email” is not an email address. It needs an @ and a domain, like name@example.com.'),
    ).toBeVisible();
    await expect(page.getByText('Failed to create account')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a story refused for a typed activity keeps the rows and marks the one to change, naming its words', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signUpViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Owl' }).click();
    await page.getByRole('textbox', { name: 'Activity 1' }).fill('Swings at the park');
    await page.getByRole('textbox', { name: 'Activity 2' }).fill('the pirate had a Gun and blood everywhere');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('heading', { name: 'The story could not be finished' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Change the words' }).click();
    await expect(page).toHaveURL(/\/$/);
    const kept = page.getByRole('textbox', { name: 'Activity 1' });
    const toChange = page.getByRole('textbox', { name: 'Activity 2' });
    await expect(kept).toHaveValue('Swings at the park');
    await expect(toChange).toHaveValue('the pirate had a Gun and blood everywhere');
    await expect(toChange).toHaveAttribute('aria-invalid', 'true');
    // The words to change, as the parent typed them.
    const words = 'Please change “Gun” and “blood”: let’s keep tonight’s story gentle.';
    await expect(toChange).toHaveAccessibleDescription(words);
    await expect(page.getByText(words)).toBeVisible();
    await expect(kept).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Owl' })).toHaveAttribute('aria-pressed', 'true');
    // The refused words are not offered again as a recent activity; the gentle one is.
    await expect(page.getByRole('button', { name: 'Swings at the park', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /the pirate/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await snap(page, 'change-words-phone');
    // The note under the row on a small phone and on a desktop, for a person to look at.
    // The row is focused, as the page focuses it after the check: its note must stay clear of the Generate bar.
    await page.setViewportSize({ width: 360, height: 640 });
    await kept.focus();
    await toChange.focus();
    await snap(page, 'change-words-small-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'change-words-desktop');
    await toChange.fill('We built a sandcastle');
    await expect(toChange).not.toHaveAttribute('aria-invalid', 'true');
  });
});
