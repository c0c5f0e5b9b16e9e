"""Every PUNYA_* setting, in one pydantic-settings class with nested groups."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, ClassVar, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    SecretStr,
    StringConstraints,
    field_validator,
)
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from api.common.outbound import allowed_host_entry
from api.common.proxies import network_of
from assistant_core.speech.voice_catalogue import VOICES
from data.db import Database

DEFAULT_SQLITE_URL = "sqlite+aiosqlite:///var/punya.db"


class DatabaseSettings(BaseModel):
    """Where the data lives. SQLite by default; PostgreSQL through asyncpg when the URL says so."""

    url: str = DEFAULT_SQLITE_URL
    search_path: str | None = Field(default=None, pattern=r"^[a-z_][a-z0-9_]{0,62}$")
    pool_size: int = Field(default=10, ge=1, le=200)
    echo: bool = False


# An absolute http(s) address with a host and perhaps a path: no query, fragment or spaces.
PublicUrl = Annotated[
    str, StringConstraints(pattern=r"^https?://[^\s/?#]+(/[^\s?#]*)?$", max_length=500)
]


def _unset_when_empty(value: object) -> object:
    return None if isinstance(value, str) and not value.strip() else value


class ServerSettings(BaseModel):
    """How `punya serve` listens and where the built web app lives.

    `public_url` (PUNYA_SERVER_PUBLIC_URL) is the address devotees and the payment gateway
    reach this server at, e.g. https://punya.app. Unset, links back to the server (the gateway's
    redirect and callback) are built from each request's own scheme, host and port.

    `trusted_proxies` (PUNYA_SERVER_TRUSTED_PROXIES="10.0.0.5, 10.1.0.0/16", or a JSON list)
    are the only peers whose `forwarded_header` names the client: none by default, not even
    127.0.0.1, since anyone can write that header and every throttle keys on the client.

    `workers` (PUNYA_SERVER_WORKERS) is how many server processes `punya serve` runs on
    PostgreSQL (SQLite is always served by one). `access_log` (PUNYA_SERVER_ACCESS_LOG) writes
    one line per request, with the real client's address, from a thread of its own."""

    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    public_url: Annotated[PublicUrl | None, BeforeValidator(_unset_when_empty)] = None
    web_dist: Path = Path("web/dist")
    max_body_bytes: int = Field(default=64 * 1024, ge=1024, le=10 * 1024 * 1024)
    trusted_proxies: Annotated[list[str], NoDecode] = Field(default=[], max_length=100)
    forwarded_header: Literal["x-forwarded-for", "forwarded"] = "x-forwarded-for"
    workers: int = Field(default=1, ge=1, le=64)
    access_log: bool = True
    # The interactive API docs at /api/docs (PUNYA_SERVER_API_DOCS): unset, on only when the
    # site is this machine (public URL, else listening address, on loopback), i.e. while
    # developing; a production site shows them only when asked (api/common/api_docs.py).
    api_docs: bool | None = None

    @field_validator("trusted_proxies", mode="before")
    @classmethod
    def _proxy_list(cls, value: object) -> object:
        if isinstance(value, str):  # from the environment: commas, or a JSON list
            text = value.strip()
            return json.loads(text) if text.startswith("[") else text.split(",")
        return value

    @field_validator("trusted_proxies")
    @classmethod
    def _proxy_networks(cls, entries: list[str]) -> list[str]:
        return [network_of(e) for e in entries if e.strip()]


class LookupSettings(BaseModel):
    """Order lookup is rate-limited per client address: it reveals who booked what. The
    count is kept in the database, so it holds across server processes."""

    max_per_window: int = Field(default=10, ge=1)
    window_seconds: int = Field(default=60, ge=1, le=24 * 3600)


class CheckoutSettings(BaseModel):
    """Limits that keep anyone from holding what others would buy or book: bookings and orders
    a client address may place per hour (counted in the database, across processes), and cash
    on delivery, which takes stock with nothing paid: only to a phone confirmed by a one-time
    code, up to a total, and a few open orders per phone at a time."""

    max_per_hour: int = Field(default=20, ge=1)
    cod_max_total: int = Field(default=10_000, ge=1)
    cod_open_per_phone: int = Field(default=3, ge=1)


class KundliSettings(BaseModel):
    """How long the assistant waits for a chart (made in process, on a worker thread); and
    how many report PDFs (a quarter of a second of CPU each) a client address may have drawn
    per minute, counted in the database across server processes."""

    timeout_seconds: float = Field(default=20.0, gt=0, le=120)
    pdfs_per_minute: int = Field(default=12, ge=1)


class AuthSettings(BaseModel):
    """Admin sign-in: how long a session lasts and how failed attempts are slowed
    (api/auth/throttle.py). A username is never locked for everyone: failures for it from one
    client address make that address wait (`first_pause_seconds` after the free tries,
    doubling with each failure after that, at most `failure_window_seconds`); one address is
    also refused for the window after `max_failures_per_address` failures of any usernames."""

    session_hours: float = Field(default=12, gt=0, le=24 * 30)
    max_failures_per_pair: int = Field(default=5, ge=1)
    first_pause_seconds: int = Field(default=30, ge=1, le=24 * 3600)
    max_failures_per_address: int = Field(default=20, ge=1)
    failure_window_seconds: int = Field(default=900, ge=1)


class SuperadminSettings(BaseModel):
    """A super admin to create at first start when none exists (PUNYA_SUPERADMIN_USERNAME
    and PUNYA_SUPERADMIN_PASSWORD; `punya ensure-superadmin` makes the same one). Without
    them, `punya ensure-superadmin` generates a password and keeps it in `password_file`
    (PUNYA_SUPERADMIN_PASSWORD_FILE), by default beside the SQLite database.
    `punya create-superadmin` is the other way."""

    username: str | None = Field(default=None, min_length=3, max_length=60)
    password: SecretStr | None = None
    password_file: Annotated[Path | None, BeforeValidator(_unset_when_empty)] = None


class GeocoderSettings(BaseModel):
    """Temple addresses without coordinates are looked up in the offline gazetteer first,
    then at this Nominatim-compatible search URL when one is set (e.g. .../search)."""

    url: str | None = Field(default=None, pattern=r"^https?://")
    timeout_seconds: float = Field(default=5.0, gt=0, le=30)
    user_agent: str = "Punya temple admin (support@punya.app)"


class AssistantSettings(BaseModel):
    """The assistant's conversations: limits per message and per connection, AI calls."""

    ai_timeout_seconds: float = Field(default=15.0, gt=0, le=120)
    max_ai_reply_bytes: int = Field(default=64 * 1024, ge=1024, le=4 * 1024 * 1024)
    max_text_chars: int = Field(default=2000, ge=1, le=20_000)
    max_frame_bytes: int = Field(default=64 * 1024, ge=1024, le=4 * 1024 * 1024)
    messages_per_minute: int = Field(default=30, ge=1)
    session_days: float = Field(default=7, gt=0, le=365)


class AISettings(BaseModel):
    """Where AI services may be asked (PUNYA_AI_ALLOWED_HOSTS="ai.example.com, *.example.org",
    or a JSON list): an admin's AI service at any other host is refused on the form and never
    called. None by default: the built-in services, paths on this server, are answered in
    process and need no entry. A listed host is still called only at public addresses
    (api/common/outbound.py), never loopback, private, link-local or metadata ones."""

    allowed_hosts: Annotated[list[str], NoDecode] = Field(default=[], max_length=100)

    @field_validator("allowed_hosts", mode="before")
    @classmethod
    def _host_list(cls, value: object) -> object:
        if isinstance(value, str):  # from the environment: commas, or a JSON list
            text = value.strip()
            return json.loads(text) if text.startswith("[") else text.split(",")
        return value

    @field_validator("allowed_hosts")
    @classmethod
    def _hosts(cls, entries: list[str]) -> list[str]:
        return [allowed_host_entry(e) for e in entries if e.strip()]


class LLMSettings(BaseModel):
    """An OpenAI-compatible model for the built-in AI services' answers (optional): without
    it they answer from the same retrieved knowledge, without generated prose."""

    base_url: str | None = Field(default=None, pattern=r"^https?://")
    api_key: SecretStr | None = None
    model: str = "gpt-4o-mini"
    timeout_seconds: float = Field(default=20.0, gt=0, le=120)


class STTSettings(BaseModel):
    """Speech-to-text on the server (PUNYA_STT_MODEL: base, tiny.en, or a CTranslate2 Whisper
    folder). Models ship in Python packages; the base model is assembled once into cache_dir."""

    model: str = "base"
    cache_dir: Path = Path("var/models")
    max_seconds: float = Field(default=30.0, gt=0, le=120)
    max_bytes: int = Field(default=2 * 1024 * 1024, ge=1024, le=50 * 1024 * 1024)
    timeout_seconds: float = Field(default=30.0, gt=0, le=300)
    # Utterances transcribed at once (0: one per core), each on `threads` cores (0: the
    # cores shared among them), and how many more may wait for a free worker: past that a
    # devotee is told at once to type, not left waiting behind a growing line.
    workers: int = Field(default=0, ge=0, le=16)
    threads: int = Field(default=0, ge=0, le=64)
    max_waiting: int = Field(default=2, ge=0, le=64)
    # Beams for the final transcript (partials are greedy): 5 makes fewer errors, 1 is faster.
    beam_size: int = Field(default=5, ge=1, le=10)


class TTSSettings(BaseModel):
    """Text-to-speech on the server: English in a Piper neural voice (PUNYA_TTS_NEURAL_VOICE,
    "" for none), checked against its makers' files; Hindi, and English when the neural voice
    is missing, in espeak-ng through pyttsx3."""

    neural_voice: str = "en_US-joe-medium"  # assistant_core/speech/voice_catalogue.py
    neural_voice_dir: Path | None = None  # its files, when not installed as a package
    voice: str = "en-in"  # an espeak-ng voice; Indian English where installed
    hindi_voice: str = "hi"  # for replies written in Hindi
    rate_wpm: int = Field(default=150, ge=80, le=300)
    cache_entries: int = Field(default=256, ge=0, le=10_000)
    max_chars: int = Field(default=1000, ge=1, le=10_000)

    @field_validator("neural_voice")
    @classmethod
    def _known_voice(cls, name: str) -> str:
        """A voice we can vouch for, or none: a typo is refused at start, not heard later."""
        if name and name not in VOICES:
            raise ValueError(f"unknown neural voice {name!r}: one of {', '.join(VOICES)}, or ''")
        return name


class PaymentSettings(BaseModel):
    """Online payments. `gateway` chooses the simulator (default, offline) or PhonePe PG v1;
    the salt key never leaves the server. The simulator signs with its own test merchant."""

    gateway: str = Field(default="simulator", pattern=r"^(simulator|phonepe)$")
    host: str = Field(
        default="https://api-preprod.phonepe.com/apis/pg-sandbox", pattern=r"^https?://"
    )
    merchant_id: str = "PUNYASIMULATOR"
    salt_key: SecretStr = SecretStr("simulator-salt-key-not-a-secret")
    salt_index: int = Field(default=1, ge=1, le=99)
    timeout_seconds: float = Field(default=15.0, gt=0, le=60)
    # PhonePe's advice: first check 20-25 s after paying, then every 3 s for 30 s, every 6 s
    # for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute until 20 minutes.
    give_up_minutes: float = Field(default=20.0, gt=0, le=24 * 60)
    # A record left unpaid online is cancelled (its slot and stock released) this long after
    # its last payment attempt, once no payment of it is pending.
    release_minutes: float = Field(default=30.0, gt=0, le=7 * 24 * 60)
    # The simulator's refunds stay pending this long before they are credited.
    simulator_refund_seconds: float = Field(default=10.0, ge=0, le=24 * 3600)


class VerificationSettings(BaseModel):
    """Owner verification by one-time code: how long a browser that proved it holds a phone
    or e-mail stays verified, and how many codes one client address may ask for in an hour
    (the per-destination limits are fixed in api.verification.rules)."""

    verified_days: float = Field(default=30, gt=0, le=365)
    codes_per_address_per_hour: int = Field(default=20, ge=1, le=10_000)


OptionalText = Annotated[str | None, BeforeValidator(_unset_when_empty)]


class SmtpSettings(BaseModel):
    """E-mail for one-time codes (PUNYA_SMTP_HOST etc.). Unset host: no e-mail is sent.
    `tls`: none (plain, e.g. a local relay), starttls (upgrade, usually port 587) or tls
    (TLS from the first byte, usually port 465)."""

    host: OptionalText = None
    port: int = Field(default=587, ge=1, le=65535)
    tls: Literal["none", "starttls", "tls"] = "starttls"
    user: OptionalText = None
    password: SecretStr | None = None
    sender: str = Field(default="Punya <no-reply@punya.app>", min_length=3, max_length=200)
    timeout_seconds: float = Field(default=15.0, gt=0, le=120)


class SmsSettings(BaseModel):
    """SMS for one-time codes through MSG91's Flow API (PUNYA_SMS_API_KEY is the authkey,
    PUNYA_SMS_TEMPLATE_ID the DLT-approved flow template whose `code_variable` takes the
    code). Without a key and a template no SMS is sent."""

    url: str = Field(default="https://control.msg91.com/api/v5/flow", pattern=r"^https?://")
    api_key: SecretStr | None = None
    template_id: OptionalText = None
    sender: OptionalText = None
    code_variable: str = Field(default="otp", pattern=r"^[A-Za-z0-9_]{1,40}$")
    timeout_seconds: float = Field(default=10.0, gt=0, le=60)
    # The DLT-approved flow template for booking messages (PUNYA_SMS_BOOKING_TEMPLATE_ID),
    # with the variables name, puja, date, slot, priest, link and temple, filled in the
    # language the devotee booked in; without one, booking messages go by e-mail (or the log).
    booking_template_id: OptionalText = None
    # Templates worded in Hindi and in Hinglish for devotees who booked in them (else the
    # one above).
    booking_template_id_hi: OptionalText = None
    booking_template_id_hinglish: OptionalText = None

    def booking_template_for(self, language: str) -> str | None:
        """The booking template for a message in `language`: its own, else the default."""
        own = {"hi": self.booking_template_id_hi, "hinglish": self.booking_template_id_hinglish}
        return own.get(language) or self.booking_template_id


class BookingSettings(BaseModel):
    """Messages about priest bookings: the video-call service online pujas are held on (a
    room named by an unguessable token is appended to this address), and how often the
    messages due are looked for."""

    meeting_url: str = Field(default="https://meet.jit.si/", pattern=r"^https://\S+/$")
    check_every_seconds: float = Field(default=30.0, gt=0, le=3600)


class PriestSettings(BaseModel):
    """The priests' own app (PUNYA_PRIEST_*): how long a priest has to accept a booking
    offered to them before it goes to the next free priest (`accept_minutes`), how often
    offers past that time are looked for, by every server process (`check_every_seconds`),
    and how long a priest stays signed in on their phone (`session_days`)."""

    accept_minutes: float = Field(default=60, gt=0, le=7 * 24 * 60)
    check_every_seconds: float = Field(default=60, gt=0, le=3600)
    session_days: float = Field(default=30, gt=0, le=365)


class SiteSettings(BaseModel):
    """Company details shown in the footer, on the policy pages and on receipts. The texts
    have Hindi twins (`_hi`), shown to devotees reading in Hindi; an empty twin falls back
    to the English."""

    TRANSLATED: ClassVar[tuple[str, ...]] = ("legal_name", "address", "tagline")

    legal_name: str = "Punya Spiritual Services Private Limited"
    legal_name_hi: str = "पुण्य स्पिरिचुअल सर्विसेज़ प्राइवेट लिमिटेड"
    address: str = "2nd Floor, 14 Lakshmi Road, Deccan Gymkhana, Pune, Maharashtra 411004, India"
    address_hi: str = "दूसरी मंज़िल, 14 लक्ष्मी रोड, डेक्कन जिमखाना, पुणे, महाराष्ट्र 411004, भारत"
    email: str = "support@punya.app"
    phone: str = "+91 20 4000 1080"
    tagline: str = (
        "Your spiritual companion for pujas, temple visits and sacred goods, "
        "with a voice-enabled AI assistant."
    )
    tagline_hi: str = (
        "पूजा, मंदिर दर्शन और पावन सामग्री के लिए आपका आध्यात्मिक साथी, बोलकर बात करने वाले AI सहायक के साथ।"
    )
    # Receipt and Kundli report PDFs are drawn in this font: it has Devanagari, Latin and the
    # ₹ sign (Debian's fonts-lohit-deva). Without it a PDF is refused with a clear error.
    receipt_font: Path = Path("/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf")


class Settings(BaseSettings):
    """All settings. Created in the app factory or the command line, never at import."""

    model_config = SettingsConfigDict(
        env_prefix="PUNYA_",
        env_nested_delimiter="_",
        env_nested_max_split=1,
        extra="ignore",
    )

    database: DatabaseSettings = DatabaseSettings()
    server: ServerSettings = ServerSettings()
    lookup: LookupSettings = LookupSettings()
    checkout: CheckoutSettings = CheckoutSettings()
    kundli: KundliSettings = KundliSettings()
    site: SiteSettings = SiteSettings()
    auth: AuthSettings = AuthSettings()
    superadmin: SuperadminSettings = SuperadminSettings()
    geocoder: GeocoderSettings = GeocoderSettings()
    assistant: AssistantSettings = AssistantSettings()
    ai: AISettings = AISettings()
    llm: LLMSettings = LLMSettings()
    stt: STTSettings = STTSettings()
    tts: TTSSettings = TTSSettings()
    payment: PaymentSettings = PaymentSettings()
    verification: VerificationSettings = VerificationSettings()
    smtp: SmtpSettings = SmtpSettings()
    sms: SmsSettings = SmsSettings()
    bookings: BookingSettings = BookingSettings()
    priest: PriestSettings = PriestSettings()


def open_database(settings: Settings) -> Database:
    db = settings.database
    return Database(db.url, pool_size=db.pool_size, echo=db.echo, schema=db.search_path)
