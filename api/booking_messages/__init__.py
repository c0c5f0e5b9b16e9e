"""Messages to devotees about their bookings, in the language they booked in: queued rows
(booking_messages), composed when they go, sent once by every server process's sender."""
