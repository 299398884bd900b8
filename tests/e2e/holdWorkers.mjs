// Holding the solver's answers back in a real-browser test: the page's workers are wrapped so
// that their messages wait until the test lets them go, and what the page does between a
// question and its answer can be looked at (a hint asked, then another level opened).

/** every worker's messages wait in a queue until window.e2eLetGo() (a terminated worker's never come, as in a browser) */
export function holdWorkerMessages() {
  const queue = [];
  let open = false;
  window.e2eLetGo = () => {
    open = true;
    for (const deliver of queue.splice(0)) deliver();
  };
  window.Worker = class extends window.Worker {
    ended = false;
    set onmessage(hear) {
      super.onmessage = hear && ((e) => (open ? hear.call(this, e) : queue.push(() => !this.ended && hear.call(this, e))));
    }
    get onmessage() {
      return super.onmessage;
    }
    terminate() {
      this.ended = true;
      super.terminate();
    }
  };
}
export const holdingAnswers = (page) => page.addInitScript(holdWorkerMessages);
/** lets every held answer go, and gives the page a moment to show what it does with them */
export async function letAnswersGo(page) {
  await page.evaluate(() => window.e2eLetGo());
  await page.waitForTimeout(300);
}
