"""AI services carry their name and description in Hindi too

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25 11:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

# The seeded services, as data/seed/ai_services.json now names them in Hindi; a service an
# admin made keeps its English until an admin writes the Hindi.
SEEDED = {
    "general-assistant": (
        "आध्यात्मिक सहायिका",
        "पूजा, मंदिर, स्टोर और आपकी बुकिंग से जुड़े सवालों के जवाब।",
    ),
    "astrology-expert": ("ज्योतिष विशेषज्ञ", "राशि, नक्षत्र, ग्रह, दोष और राशिफल की समझ।"),
    "kundli-horoscope-agent": (
        "कुंडली और राशिफल",
        "आपका जन्म विवरण लेकर आपकी वैदिक जन्म कुंडली बनाती है।",
    ),
    "numerology-specialist": (
        "अंक ज्योतिष विशेषज्ञ",
        "आपका मूलांक, जीवन पथ अंक और नामांक, पूरी गणना के साथ।",
    ),
    "palmistry-reader": ("हस्तरेखा विशेषज्ञ", "हथेली की रेखाओं और पर्वतों का अर्थ।"),
}


def upgrade() -> None:
    with op.batch_alter_table("ai_services", schema=None) as batch_op:
        batch_op.add_column(sa.Column("name_hi", sa.String(length=120), nullable=True))
        batch_op.add_column(sa.Column("description_hi", sa.Text(), nullable=True))
    services = sa.table(
        "ai_services",
        sa.column("id", sa.String),
        sa.column("name_hi", sa.String),
        sa.column("description_hi", sa.Text),
    )
    for service_id, (name, description) in SEEDED.items():
        op.execute(
            services.update()
            .where(services.c.id == service_id)
            .values(name_hi=name, description_hi=description)
        )


def downgrade() -> None:
    with op.batch_alter_table("ai_services", schema=None) as batch_op:
        batch_op.drop_column("description_hi")
        batch_op.drop_column("name_hi")
