"""Pictures: one upload path for products, pujas, temples and priests, served as WebP."""
