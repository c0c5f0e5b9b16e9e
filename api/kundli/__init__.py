"""The Kundli service served by the main server: birth charts and Guna Milan."""
