"""The spiritual store: categories, products, cart totals and checkout."""
