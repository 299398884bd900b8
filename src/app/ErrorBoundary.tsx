// Keeps a panel that throws while rendering from blanking the whole page: the panel is
// replaced by what broke and a way to try again; the rest of the app stays usable.
// (React itself reports the error to the console.)
import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** the panel's name as the person sees it: "Board", "Gallery", "Solver" */
  name: string;
  /** when this changes (another family, another level), the panel is tried again */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
  /** a reload was asked for and the page could not be reached: not reloaded, so nothing is lost */
  unreachable: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey, unreachable: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { resetKey: props.resetKey, error: null, unreachable: false };
  }

  // Offline, a reload would swap the whole app for the browser's offline page (and a level being
  // edited with it, until the connection is back): the page is asked for first, and reloaded only
  // once it answers.
  reloadWhenReachable = () =>
    void fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => location.reload(),
      () => this.setState({ unreachable: true }),
    );

  render() {
    const { error, unreachable } = this.state;
    if (!error) return this.props.children;
    // A part of the app that did not download stays failed in the browser, and in React's lazy
    // component, until the page loads again: trying again in place cannot help, a reload can.
    const notDownloaded = /dynamically imported module|module script failed|Unable to preload/.test(error.message);
    const { name } = this.props;
    return (
      <section role="alert" className="panel-error" aria-label={`${name} (failed)`}>
        <p>
          {notDownloaded
            ? `The ${name} panel could not be downloaded (${error.message}). Check the connection, then reload the page.`
            : `The ${name} panel stopped working: ${error.message || error.name}. The rest of the app still works.`}
        </p>
        {unreachable && <p>The page could not be reached, so it was not reloaded and stays as it is: reload once the connection is back.</p>}
        {notDownloaded ? <button onClick={this.reloadWhenReachable}>Reload the page</button> : <button onClick={() => this.setState({ error: null })}>Try again</button>}
      </section>
    );
  }
}

/** A part whose code is downloaded when first shown: while it comes, `fallback`; if it cannot come
 * or breaks, that is said in the part's own place, not by the panel around it. */
export function LazyPart({ name, fallback = null, children }: { name: string; fallback?: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary name={name}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
