"""Places: names as they are typed (suggestions from the offline gazetteer), addresses put on
the map, and the distances between them."""
