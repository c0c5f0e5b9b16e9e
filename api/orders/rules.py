"""Masking of personal details on records that another browser created.

Anyone can type a phone number, so a lookup must not reveal a stranger's name, address
or e-mail. The creator's own browser (recognised by its client cookie) sees everything."""

from __future__ import annotations

LOOKUP_LIMIT = 100  # per kind of record
CONTACT_REQUIRED = "Please enter either your phone number or email address"


def mask_word(word: str) -> str:
    return word[:1] + "*" * (len(word) - 1)


def mask_name(name: str) -> str:
    return " ".join(mask_word(w) for w in name.split())


def mask_phone(phone: str) -> str:
    return "*" * max(0, len(phone) - 4) + phone[-4:]


def mask_email(email: str | None) -> str | None:
    if not email or "@" not in email:
        return email
    local, domain = email.split("@", 1)
    return f"{mask_word(local)}@{domain}"


def mask_address(address: str) -> str:
    """Keep only the last part (state and PIN), which says where, not who."""
    if "," not in address:
        return "*" * min(len(address), 12)
    return "***, " + address.rsplit(",", 1)[1].strip()
