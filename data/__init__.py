"""Punya's data layer: models, repositories, migrations, seed catalogue and the change feed."""
