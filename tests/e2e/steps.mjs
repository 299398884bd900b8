// Steps several real-browser tests share.

/** In the Move tab, import `text` through the editor and go back to solving it. */
export async function importMoveLevel(page, text) {
  await page.getByRole('tab', { name: 'Move', exact: true }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Import text' }).click();
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('button', { name: 'Solve and watch' }).click();
}
