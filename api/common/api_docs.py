"""The API's interactive documentation (Swagger UI) at /api/docs, when it is on
(PUNYA_SERVER_API_DOCS; by default only on a local site): a page of our own that loads one
pinned version of Swagger UI with Subresource Integrity, so a changed file at the CDN is
refused by the browser, under a policy of its own that allows that CDN and nothing else
outside. Its start-up script is a file of this server, not inline. The OpenAPI document
(/api/openapi.json) is served either way: the web app's types are generated from it."""

from __future__ import annotations

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, Response

DOCS_PATH = "/api/docs"
START_PATH = "/api/docs/start.js"
# swagger-ui-dist 5.35.0 from npm, as the CDN serves it; the hashes are of the package's own
# files (npm pack swagger-ui-dist@5.35.0), so a CDN serving anything else is refused.
CDN = "https://cdn.jsdelivr.net"
SWAGGER = f"{CDN}/npm/swagger-ui-dist@5.35.0"
BUNDLE_SRI = "sha384-gjRm0bEPMeTmMh5jT2cHccIwCUZSTd8YC+j0d0sXw0MdGEfScduGpSyF3ZSSLkX9"
CSS_SRI = "sha384-WlYgdmXYOOBWL5apwjDEZwN+U3HmXSSu5R6V5aGxEcf7z+KuRNwBhoxKVN1i3D5I"
DOCS_POLICY = "; ".join(
    (
        "default-src 'none'",
        f"script-src 'self' {CDN}",
        # Swagger UI renders some style attributes into its markup.
        f"style-src {CDN} 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)


def docs_page(title: str) -> str:
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{title} API</title>"
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<link rel="stylesheet" href="{SWAGGER}/swagger-ui.css" integrity="{CSS_SRI}" '
        'crossorigin="anonymous"></head><body><div id="swagger-ui"></div>'
        f'<script src="{SWAGGER}/swagger-ui-bundle.js" integrity="{BUNDLE_SRI}" '
        'crossorigin="anonymous"></script>'
        f'<script src="{START_PATH}"></script></body></html>'
    )


def start_script(openapi_url: str) -> str:
    return (
        "window.ui = SwaggerUIBundle({"
        f'url: "{openapi_url}", dom_id: "#swagger-ui", layout: "BaseLayout", '
        "deepLinking: true, showExtensions: true, showCommonExtensions: true, "
        "presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset]"
        "});\n"
    )


def install_api_docs(app: FastAPI, *, openapi_url: str) -> None:
    page = docs_page(app.title)
    script = start_script(openapi_url)
    headers = {"Content-Security-Policy": DOCS_POLICY, "Cache-Control": "no-cache"}

    @app.get(DOCS_PATH, include_in_schema=False)
    async def api_docs() -> HTMLResponse:
        return HTMLResponse(page, headers=headers)

    @app.get(START_PATH, include_in_schema=False)
    async def api_docs_start() -> Response:
        return Response(script, media_type="text/javascript; charset=utf-8", headers=headers)
