import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// RTL only cleans up by itself when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  // what a test's page kept for its tab (My levels' deletes, the mode, Check's lines) is not the next test's
  sessionStorage.clear();
});

// jsdom has <dialog> but not its modal methods: open is what the tests can see
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// jsdom lays nothing out and has no scrollIntoView: the page's scrolls to what a press brought
// under the fold (Play from here, a solve's controls) are the Chromium suite's to test
Element.prototype.scrollIntoView ??= function () {};
