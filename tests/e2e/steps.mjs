// Steps several real-browser tests share.

/** In the Move tab, import `text` through the editor and go back to solving it. */
export const importMoveLevel = (page, text) => importLevel(page, 'Move', text);

/** In a family's tab, import `text` through the editor and go back to solving it. */
export async function importLevel(page, family, text) {
  await page.getByRole('tab', { name: family, exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Import text' }).click();
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('button', { name: 'Solve and watch' }).click();
}
