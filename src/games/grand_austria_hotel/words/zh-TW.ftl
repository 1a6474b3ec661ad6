grand_austria_hotel-event = 發生了某事。
