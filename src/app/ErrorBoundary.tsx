// Keeps a panel that throws while rendering from blanking the whole page: the panel is
// replaced by what broke and a way to try again; the rest of the app stays usable.
// (React itself reports the error to the console.)
import { Component, type ReactNode } from 'react';

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
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { resetKey: props.resetKey, error: null };
  }

  render() {
    const { error } = this.state;
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
        {notDownloaded ? <button onClick={() => location.reload()}>Reload the page</button> : <button onClick={() => this.setState({ error: null })}>Try again</button>}
      </section>
    );
  }
}
