"""The simulator's pay page: small, self-contained HTML (no external assets), everything escaped."""

from __future__ import annotations

from html import escape

from assistant_core.builtin.catalogue import indian_grouping

MERCHANT_NAME = "Punya"
# No scripts, no outside requests; inline styles only.
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}

_STYLE = """
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,
sans-serif;background:#f4f1fb;color:#1f1633;display:flex;min-height:100vh;align-items:center;
justify-content:center;padding:16px}main{background:#fff;border-radius:16px;max-width:420px;
width:100%;padding:24px;box-shadow:0 8px 30px rgba(60,20,120,.12)}.tag{display:inline-block;
background:#fff3cd;color:#7a5b00;border-radius:999px;padding:2px 10px;font-size:12px}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:36px;font-weight:700;margin:8px 0}
.muted{color:#6b6280;font-size:13px;word-break:break-all}form{display:grid;gap:10px;margin-top:20px}
button{font:inherit;font-size:16px;padding:14px;border-radius:12px;border:0;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#fde2e1;color:#a1160f}
.cancel{background:#eee;color:#333}a{color:#5f259f}
"""


def rupees(paise: int) -> str:
    """₹ with Indian digit grouping: 12345600 paise -> ₹1,23,456.00."""
    whole, fraction = divmod(paise, 100)
    return f"₹{indian_grouping(whole)}.{fraction:02d}"


def _document(title: str, body: str) -> str:
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>"
    )


def pay_page(transaction_id: str, amount_paise: int, action: str) -> str:
    """The page with the four choices; `action` is where its form posts."""
    body = (
        '<span class="tag">Payment simulator: no real money moves</span>'
        f"<h1>Pay {escape(MERCHANT_NAME)}</h1>"
        f'<div class="amount">{escape(rupees(amount_paise))}</div>'
        f'<div class="muted">Transaction {escape(transaction_id)}</div>'
        f'<form method="post" action="{escape(action)}">'
        '<button class="pay" name="choice" value="upi">Pay by UPI</button>'
        '<button class="pay" name="choice" value="card">Pay by card</button>'
        '<button class="fail" name="choice" value="fail">Make it fail</button>'
        '<button class="cancel" name="choice" value="cancel">Cancel</button>'
        "</form>"
    )
    return _document(f"Pay {MERCHANT_NAME}", body)


def message_page(title: str, text: str, link: str | None = None) -> str:
    """A page that only says something (unknown transaction, already paid...)."""
    back = f'<p><a href="{escape(link)}">Return to {escape(MERCHANT_NAME)}</a></p>' if link else ""
    return _document(title, f"<h1>{escape(title)}</h1><p>{escape(text)}</p>{back}")
