import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportAppError } from '../error-reporting'
import { ErrorFallback } from './error-fallback'

type State = { error: Error | null }

/** Catches render errors, reports them once and shows a way back instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportAppError(error, info.componentStack ?? null)
  }

  render() {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />
    return this.props.children
  }
}
