"""Balancing and breaking tables (procedures.md DT-4): the house policy, the proposal, the worst seat."""
