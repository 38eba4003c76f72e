"""Seats: tables and positions, seat and button draws, and the seating actions as events."""
