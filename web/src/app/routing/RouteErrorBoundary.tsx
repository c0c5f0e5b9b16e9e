/** Catches a crash (or a page's code that failed to load) below it and shows the error screen;
 * moving to another address clears it, so the links on the error screen work. */
import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ErrorScreen } from '../ErrorScreen'

interface Props {
  children: ReactNode
  /** The address shown: the boundary starts afresh when it changes. */
  resetKey: string
}

class Boundary extends Component<Props, { error: unknown; failedAt: string | null }> {
  state = { error: null as unknown, failedAt: null as string | null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null
    if (state.failedAt === null) return { failedAt: props.resetKey }
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null }
  }

  render() {
    return this.state.error === null ? this.props.children : <ErrorScreen error={this.state.error} />
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation()
  return <Boundary resetKey={location.pathname}>{children}</Boundary>
}
