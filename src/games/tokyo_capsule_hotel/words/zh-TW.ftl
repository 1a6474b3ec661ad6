tokyo_capsule_hotel-event = 發生了某事。
