"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-22 01:37:22.205283
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

# JSONB on PostgreSQL (indexable, compact), JSON text on SQLite.
JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    op.create_table(
        "ai_services",
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("endpoint", sa.String(length=500), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("icon", sa.String(length=16), nullable=False),
        sa.Column("category", sa.String(length=20), nullable=False),
        sa.Column("confidence_threshold", sa.Float(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ai_services")),
    )
    op.create_table(
        "assistant_sessions",
        sa.Column("state", JSON_TYPE, nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_assistant_sessions")),
    )
    with op.batch_alter_table("assistant_sessions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_assistant_sessions_expires_at"), ["expires_at"], unique=False
        )

    op.create_table(
        "idempotency_keys",
        sa.Column("scope", sa.String(length=40), nullable=False),
        sa.Column("key", sa.String(length=255), nullable=False),
        sa.Column("request_hash", sa.String(length=64), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=False),
        sa.Column("response", JSON_TYPE, nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_idempotency_keys")),
        sa.UniqueConstraint("scope", "key", name="uq_idempotency_keys_scope_key"),
    )
    op.create_table(
        "payments",
        sa.Column("target_kind", sa.String(length=20), nullable=False),
        sa.Column("target_id", sa.String(length=40), nullable=False),
        sa.Column("amount", sa.Numeric(12, 2), nullable=False),
        sa.Column("method", sa.String(length=20), nullable=False),
        sa.Column("gateway", sa.String(length=20), nullable=False),
        sa.Column("state", sa.String(length=30), nullable=False),
        sa.Column("gateway_reference", sa.String(length=80), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_check_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("details", JSON_TYPE, nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payments")),
    )
    with op.batch_alter_table("payments", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_payments_next_check_at"), ["next_check_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_payments_target_id"), ["target_id"], unique=False)

    op.create_table(
        "priest_bookings",
        sa.Column("service_id", sa.String(length=80), nullable=False),
        sa.Column("service_name", sa.String(length=120), nullable=False),
        sa.Column("customer_name", sa.String(length=120), nullable=False),
        sa.Column("customer_phone", sa.String(length=20), nullable=False),
        sa.Column("customer_email", sa.String(length=254), nullable=True),
        sa.Column("customer_address", sa.String(length=500), nullable=False),
        sa.Column("is_online", sa.Boolean(), nullable=False),
        sa.Column("selected_date", sa.String(length=10), nullable=False),
        sa.Column("selected_time", sa.String(length=40), nullable=False),
        sa.Column("special_requests", sa.Text(), nullable=False),
        sa.Column("price", sa.Numeric(12, 2), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("priest_assigned", sa.String(length=120), nullable=True),
        sa.Column("payment_status", sa.String(length=20), nullable=False),
        sa.Column("status_history", JSON_TYPE, nullable=False),
        sa.Column("client_ref", sa.String(length=64), nullable=True),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_priest_bookings")),
    )
    with op.batch_alter_table("priest_bookings", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_priest_bookings_customer_email"), ["customer_email"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_priest_bookings_customer_phone"), ["customer_phone"], unique=False
        )

    op.create_table(
        "priests",
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("experience", sa.Integer(), nullable=False),
        sa.Column("specializations", JSON_TYPE, nullable=False),
        sa.Column("languages", JSON_TYPE, nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("total_bookings", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("address", sa.String(length=500), nullable=False),
        sa.Column("certifications", JSON_TYPE, nullable=False),
        sa.Column("availability", JSON_TYPE, nullable=False),
        sa.Column("price_per_hour", sa.Numeric(12, 2), nullable=False),
        sa.Column("bio", sa.Text(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_priests")),
    )
    op.create_table(
        "puja_services",
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("price", sa.Numeric(12, 2), nullable=False),
        sa.Column("duration", sa.String(length=60), nullable=False),
        sa.Column("category", sa.String(length=40), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("includes", JSON_TYPE, nullable=False),
        sa.Column("requirements", JSON_TYPE, nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_puja_services")),
    )
    with op.batch_alter_table("puja_services", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_puja_services_category"), ["category"], unique=False)

    op.create_table(
        "store_categories",
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image", sa.String(length=500), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_store_categories")),
        sa.UniqueConstraint("name", name=op.f("uq_store_categories_name")),
    )
    op.create_table(
        "store_orders",
        sa.Column("customer_id", sa.String(length=40), nullable=True),
        sa.Column("customer_name", sa.String(length=120), nullable=False),
        sa.Column("customer_phone", sa.String(length=20), nullable=False),
        sa.Column("customer_email", sa.String(length=254), nullable=True),
        sa.Column("shipping_address", sa.String(length=500), nullable=False),
        sa.Column("items", JSON_TYPE, nullable=False),
        sa.Column("subtotal", sa.Numeric(12, 2), nullable=False),
        sa.Column("shipping", sa.Numeric(12, 2), nullable=False),
        sa.Column("tax", sa.Numeric(12, 2), nullable=False),
        sa.Column("total", sa.Numeric(12, 2), nullable=False),
        sa.Column("payment_method", sa.String(length=20), nullable=False),
        sa.Column("payment_status", sa.String(length=20), nullable=False),
        sa.Column("order_status", sa.String(length=20), nullable=False),
        sa.Column("transaction_id", sa.String(length=60), nullable=True),
        sa.Column("status_history", JSON_TYPE, nullable=False),
        sa.Column("client_ref", sa.String(length=64), nullable=True),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_store_orders")),
    )
    with op.batch_alter_table("store_orders", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_store_orders_customer_email"), ["customer_email"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_store_orders_customer_phone"), ["customer_phone"], unique=False
        )

    op.create_table(
        "store_products",
        sa.Column("name", sa.String(length=160), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("category", sa.String(length=80), nullable=False),
        sa.Column("price", sa.Numeric(12, 2), nullable=False),
        sa.Column("original_price", sa.Numeric(12, 2), nullable=True),
        sa.Column("images", JSON_TYPE, nullable=False),
        sa.Column("in_stock", sa.Boolean(), nullable=False),
        sa.Column("stock_quantity", sa.Integer(), nullable=False),
        sa.Column("sku", sa.String(length=60), nullable=False),
        sa.Column("tags", JSON_TYPE, nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "stock_quantity >= 0", name=op.f("ck_store_products_stock_not_negative")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_store_products")),
        sa.UniqueConstraint("sku", name=op.f("uq_store_products_sku")),
    )
    with op.batch_alter_table("store_products", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_store_products_category"), ["category"], unique=False)

    op.create_table(
        "temples",
        sa.Column("name", sa.String(length=160), nullable=False),
        sa.Column("address", sa.String(length=500), nullable=False),
        sa.Column("latitude", sa.Float(), nullable=False),
        sa.Column("longitude", sa.Float(), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("photos", JSON_TYPE, nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_temples")),
    )
    with op.batch_alter_table("temples", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_temples_is_active"), ["is_active"], unique=False)

    op.create_table(
        "admin_users",
        sa.Column("role", sa.String(length=20), nullable=False),
        sa.Column("username", sa.String(length=60), nullable=False),
        sa.Column("password_hash", sa.String(length=255), nullable=False),
        sa.Column("admin_id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("temple_id", sa.String(length=40), nullable=True),
        sa.Column("permissions", JSON_TYPE, nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["temple_id"], ["temples.id"], name=op.f("fk_admin_users_temple_id_temples")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_admin_users")),
        sa.UniqueConstraint("username", name=op.f("uq_admin_users_username")),
    )
    with op.batch_alter_table("admin_users", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_admin_users_temple_id"), ["temple_id"], unique=False)

    op.create_table(
        "temple_services",
        sa.Column("temple_id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=160), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("price", sa.Numeric(12, 2), nullable=False),
        sa.Column("duration", sa.String(length=60), nullable=False),
        sa.Column("time_slots", JSON_TYPE, nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["temple_id"], ["temples.id"], name=op.f("fk_temple_services_temple_id_temples")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_temple_services")),
    )
    with op.batch_alter_table("temple_services", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_temple_services_temple_id"), ["temple_id"], unique=False
        )

    op.create_table(
        "admin_sessions",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("admin_user_id", sa.String(length=40), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["admin_user_id"],
            ["admin_users.id"],
            name=op.f("fk_admin_sessions_admin_user_id_admin_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_admin_sessions")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_admin_sessions_token_hash")),
    )
    with op.batch_alter_table("admin_sessions", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_admin_sessions_admin_user_id"), ["admin_user_id"], unique=False
        )

    op.create_table(
        "temple_bookings",
        sa.Column("temple_id", sa.String(length=40), nullable=False),
        sa.Column("service_id", sa.String(length=40), nullable=False),
        sa.Column("service_name", sa.String(length=160), nullable=False),
        sa.Column("customer_name", sa.String(length=120), nullable=False),
        sa.Column("customer_phone", sa.String(length=20), nullable=False),
        sa.Column("customer_email", sa.String(length=254), nullable=True),
        sa.Column("selected_date", sa.String(length=10), nullable=False),
        sa.Column("selected_time", sa.String(length=40), nullable=False),
        sa.Column("special_requests", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("payment_status", sa.String(length=20), nullable=False),
        sa.Column("total_amount", sa.Numeric(12, 2), nullable=False),
        sa.Column("status_history", JSON_TYPE, nullable=False),
        sa.Column("client_ref", sa.String(length=64), nullable=True),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["service_id"],
            ["temple_services.id"],
            name=op.f("fk_temple_bookings_service_id_temple_services"),
        ),
        sa.ForeignKeyConstraint(
            ["temple_id"], ["temples.id"], name=op.f("fk_temple_bookings_temple_id_temples")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_temple_bookings")),
    )
    with op.batch_alter_table("temple_bookings", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_temple_bookings_customer_email"), ["customer_email"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_temple_bookings_customer_phone"), ["customer_phone"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_temple_bookings_temple_id"), ["temple_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("temple_bookings", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_temple_bookings_temple_id"))
        batch_op.drop_index(batch_op.f("ix_temple_bookings_customer_phone"))
        batch_op.drop_index(batch_op.f("ix_temple_bookings_customer_email"))

    op.drop_table("temple_bookings")
    with op.batch_alter_table("admin_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_admin_sessions_admin_user_id"))

    op.drop_table("admin_sessions")
    with op.batch_alter_table("temple_services", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_temple_services_temple_id"))

    op.drop_table("temple_services")
    with op.batch_alter_table("admin_users", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_admin_users_temple_id"))

    op.drop_table("admin_users")
    with op.batch_alter_table("temples", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_temples_is_active"))

    op.drop_table("temples")
    with op.batch_alter_table("store_products", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_store_products_category"))

    op.drop_table("store_products")
    with op.batch_alter_table("store_orders", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_store_orders_customer_phone"))
        batch_op.drop_index(batch_op.f("ix_store_orders_customer_email"))

    op.drop_table("store_orders")
    op.drop_table("store_categories")
    with op.batch_alter_table("puja_services", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_puja_services_category"))

    op.drop_table("puja_services")
    op.drop_table("priests")
    with op.batch_alter_table("priest_bookings", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_priest_bookings_customer_phone"))
        batch_op.drop_index(batch_op.f("ix_priest_bookings_customer_email"))

    op.drop_table("priest_bookings")
    with op.batch_alter_table("payments", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_payments_target_id"))
        batch_op.drop_index(batch_op.f("ix_payments_next_check_at"))

    op.drop_table("payments")
    op.drop_table("idempotency_keys")
    with op.batch_alter_table("assistant_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_assistant_sessions_expires_at"))

    op.drop_table("assistant_sessions")
    op.drop_table("ai_services")
