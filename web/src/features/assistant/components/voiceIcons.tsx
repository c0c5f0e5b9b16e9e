/** Icons only the assistant uses (decorative: their buttons carry the names). */
import type { SVGProps } from 'react'

function Svg({ children, size = 22, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  )
}

export function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <Svg>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
    </Svg>
  )
}

export function StopIcon() {
  return (
    <Svg>
      <rect x="7" y="7" width="10" height="10" rx="2" fill="currentColor" />
    </Svg>
  )
}
