/** An image that swaps to a fallback (or nothing) when its URL is broken. */
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react'

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  fallback: ReactNode
}

export function ImageWithFallback({ fallback, src, alt, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  if (!src || failedSrc === src) return <>{fallback}</>
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} {...rest} />
}
