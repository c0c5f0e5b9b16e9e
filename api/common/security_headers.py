"""The browser's security headers on every HTTP response that does not set its own: a Content
Security Policy fitted to what the built web app loads, no framing by anyone, no referrer to
other sites, no content sniffing, and HSTS when the site is served over https.

The app's policy, and why each source is there (checked against the built app in a browser:
tests/api/test_security_headers.py and the report of the CSP check):
- scripts and styles: only this server's files. Vite emits no inline script or style; React
  and framer-motion set styles through the DOM (element.style), which a policy does not
  govern, so no 'unsafe-inline' is needed.
- images: this server's, data: (a product image may be a data URL), blob: (a picture chosen
  for upload, before it is sent) and any http(s) address, since a product, puja or temple
  picture may be a web address an admin entered (api.media.rules.is_picture_url).
- media: this server's and blob: (the assistant's spoken replies are played from blobs).
- connect: this server only, its WebSockets (/ws/*) included ('self' covers ws: and wss:
  of the same host).
- no plugins (object-src), no <base> (base-uri), forms post only here (form-action), and
  no page of any site may frame this one (frame-ancestors, with X-Frame-Options for older
  browsers).
Pages with their own needs (the payment simulator's pay page, the catalogue's SVG drawings
under /media, the API docs) send their own policy, which is left alone."""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

APP_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob: https: http:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
# Nothing of ours needs another site to know which page a devotee came from (a page's URL
# may carry a transaction or booking id), and our own pages read no Referer either way.
REFERRER_POLICY = "same-origin"
HSTS = "max-age=31536000"  # a year; subdomains are the operator's to decide, not ours
HEADERS = {
    "content-security-policy": APP_POLICY,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": REFERRER_POLICY,
}


class SecurityHeaders:
    """Adds the headers a response lacks; `https_site` (the public URL is https) also turns
    on HSTS for requests that arrived over plain http at this process (behind a proxy that
    is not trusted to say so)."""

    def __init__(self, app: ASGIApp, *, https_site: bool = False) -> None:
        self.app = app
        self.https_site = https_site

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # The scheme is the one a trusted proxy forwarded, when there is one (api.common.proxies).
        https = self.https_site or scope.get("scheme") == "https"

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in HEADERS.items():
                    if name not in headers:
                        headers[name] = value
                if https and "strict-transport-security" not in headers:
                    headers["strict-transport-security"] = HSTS
            await send(message)

        await self.app(scope, receive, with_headers)
