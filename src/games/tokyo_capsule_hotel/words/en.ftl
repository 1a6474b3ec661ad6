tokyo_capsule_hotel-event = Something happened.
