"""The life of a booking or an order: the statuses it may move between and what each move does."""
