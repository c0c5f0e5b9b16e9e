"""HTTP routes of the admin store screen (super admins only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.admin.common import Listing, Paging
from api.admin.store import rules, service
from api.admin.store.schemas import (
    AdminStoreOrderRead,
    CategoryAdminRead,
    CategoryCreate,
    CategoryUpdate,
    OrderRow,
    OrderStatusChange,
    ProductAdminRead,
    ProductCreate,
    ProductUpdate,
    ShippingAddressChange,
    StoreSummary,
)
from api.auth.deps import SuperAdmin
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.wire import PathId, SearchText

router = APIRouter(prefix="/api/admin/store", tags=["admin store"])

Search = Annotated[SearchText, Query(description="text to look for")]
PRODUCT_NOT_FOUND = not_found_responses(NotFound.PRODUCT)
CATEGORY_NOT_FOUND = not_found_responses(NotFound.STORE_CATEGORY)
ORDER_NOT_FOUND = not_found_responses(NotFound.STORE_ORDER)
DUPLICATE_SKU: Responses = {409: error_response("Another product has this SKU (duplicate_sku)")}
DUPLICATE_CATEGORY: Responses = {
    409: error_response("A category has this name (duplicate_category)")
}


@router.get("/summary", response_model=StoreSummary)
async def store_summary(_admin: SuperAdmin, session: ReadSession) -> StoreSummary:
    """Total Products, Categories, Total Orders, Total Revenue (delivered orders)."""
    return await service.store_summary(session)


@router.get("/products", response_model=Listing[ProductAdminRead])
async def list_products(
    _admin: SuperAdmin,
    session: ReadSession,
    page: Paging,
    q: Search = "",
    category: Annotated[SearchText | None, Query(description="a category name or All")] = None,
) -> Listing[ProductAdminRead]:
    """Every product (inactive and out of stock too), by name or description and category."""
    return await service.list_products(session, term=q, category=category, page=page)


@router.post("/products", status_code=201, response_model=ProductAdminRead, responses=DUPLICATE_SKU)
async def create_product(
    payload: ProductCreate, _admin: SuperAdmin, session: WriteSession, now: Now
) -> ProductAdminRead:
    return await service.create_product(session, payload, now=now)


@router.patch(
    "/products/{product_id}",
    response_model=ProductAdminRead,
    responses={**PRODUCT_NOT_FOUND, **DUPLICATE_SKU},
)
async def update_product(
    product_id: PathId,
    payload: ProductUpdate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> ProductAdminRead:
    return await service.update_product(session, product_id, payload, now=now)


@router.delete("/products/{product_id}", status_code=204, responses=PRODUCT_NOT_FOUND)
async def delete_product(product_id: PathId, _admin: SuperAdmin, session: WriteSession) -> None:
    await service.delete_product(session, product_id)


@router.get("/categories", response_model=Listing[CategoryAdminRead])
async def list_categories(
    _admin: SuperAdmin, session: ReadSession, page: Paging
) -> Listing[CategoryAdminRead]:
    """Every category with how many products use it."""
    return await service.list_categories(session, page=page)


@router.post(
    "/categories",
    status_code=201,
    response_model=CategoryAdminRead,
    responses=DUPLICATE_CATEGORY,
)
async def create_category(
    payload: CategoryCreate, _admin: SuperAdmin, session: WriteSession, now: Now
) -> CategoryAdminRead:
    return await service.create_category(session, payload, now=now)


@router.patch(
    "/categories/{category_id}",
    response_model=CategoryAdminRead,
    responses={**CATEGORY_NOT_FOUND, **DUPLICATE_CATEGORY},
)
async def update_category(
    category_id: PathId,
    payload: CategoryUpdate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> CategoryAdminRead:
    """A new name is carried over to the category's products."""
    return await service.update_category(session, category_id, payload, now=now)


@router.delete(
    "/categories/{category_id}",
    status_code=204,
    responses={
        **CATEGORY_NOT_FOUND,
        409: error_response("Products still use the category (category_in_use)"),
    },
)
async def delete_category(category_id: PathId, _admin: SuperAdmin, session: WriteSession) -> None:
    """Refused (409) while products still use the category."""
    await service.delete_category(session, category_id)


@router.get("/orders", response_model=Listing[OrderRow])
async def list_orders(
    _admin: SuperAdmin,
    session: ReadSession,
    page: Paging,
    q: Annotated[SearchText, Query(description="order id, customer name or phone")] = "",
    status: Annotated[
        SearchText | None,
        Query(
            description="an order status, or all",
            json_schema_extra={"pattern": rules.STATUS_FILTER_PATTERN},
        ),
    ] = None,
) -> Listing[OrderRow]:
    return await service.list_orders(session, term=q, status=status, page=page)


@router.get("/orders/{order_id}", response_model=AdminStoreOrderRead, responses=ORDER_NOT_FOUND)
async def get_order(
    order_id: PathId, _admin: SuperAdmin, session: ReadSession
) -> AdminStoreOrderRead:
    return await service.get_order(session, order_id)


@router.patch(
    "/orders/{order_id}/status",
    response_model=AdminStoreOrderRead,
    responses={
        **ORDER_NOT_FOUND,
        409: error_response("The order may not move to that status"),
    },
)
async def change_order_status(
    order_id: PathId,
    payload: OrderStatusChange,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> AdminStoreOrderRead:
    """Any of the six statuses, from any other; each change is added to the status history."""
    return await service.change_order_status(session, order_id, payload, now=now)


@router.patch(
    "/orders/{order_id}/shipping-address",
    response_model=AdminStoreOrderRead,
    responses=ORDER_NOT_FOUND,
)
async def change_shipping_address(
    order_id: PathId,
    payload: ShippingAddressChange,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> AdminStoreOrderRead:
    return await service.change_shipping_address(session, order_id, payload, now=now)
