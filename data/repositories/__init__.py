"""Repositories: one module per aggregate. They build queries and never commit."""
