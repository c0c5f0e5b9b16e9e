"""Place names as they are typed: suggestions from the offline gazetteer."""
