"""The catalogue of pujas a priest performs at home or online."""
