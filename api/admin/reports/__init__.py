"""The Reports screen: revenue over time, bookings by puja and temple, top products, priests."""
