// The catalogue of initiatives a citizen can start through the SUAP (SPEC §3 "Initiative"): what is filed
// (description), for which business (activity) and in which regulated sector (area), in Italian and English.
// Ids and codes are fixed: requests refer to initiatives by id, and codes are shown to staff.
// Code form: <type>-<activity>-<procedure>; APE apertura, SUB subingresso, TRA trasferimento di sede,
// AMP ampliamento, CES cessazione.

export interface InitiativeTypeEntry {
  typeInitiativeId: number;
  code: string;
  descriptionIt: string;
  descriptionEn: string;
}

export interface InitiativeEntry {
  initiativeId: number;
  code: string;
  typeInitiativeId: number;
  descriptionIt: string;
  descriptionEn: string;
  activityIt: string;
  activityEn: string;
  areaIt: string;
  areaEn: string;
}

export const INITIATIVE_TYPES: readonly InitiativeTypeEntry[] = [
  {
    typeInitiativeId: 1,
    code: 'COM',
    descriptionIt: 'Commercio',
    descriptionEn: 'Retail and wholesale trade',
  },
  {
    typeInitiativeId: 2,
    code: 'SAB',
    descriptionIt: 'Somministrazione di alimenti e bevande',
    descriptionEn: 'Food and beverage service',
  },
  {
    typeInitiativeId: 3,
    code: 'SAP',
    descriptionIt: 'Servizi alla persona',
    descriptionEn: 'Personal services',
  },
  { typeInitiativeId: 4, code: 'ART', descriptionIt: 'Artigianato', descriptionEn: 'Crafts' },
  {
    typeInitiativeId: 5,
    code: 'TUR',
    descriptionIt: 'Turismo e strutture ricettive',
    descriptionEn: 'Tourism and accommodation',
  },
];

const SHOP = {
  activityIt: 'Esercizio di vicinato (fino a 150 m² di vendita, 250 m² nei comuni oltre 10.000 abitanti)',
  activityEn: 'Neighbourhood shop (up to 150 m² of sales area, 250 m² in towns over 10,000 inhabitants)',
  areaIt: 'Commercio al dettaglio in sede fissa',
  areaEn: 'Retail trade on fixed premises',
};
const RESTAURANT = {
  activityIt: 'Ristorante, trattoria, pizzeria',
  activityEn: 'Restaurant, trattoria, pizzeria',
  areaIt: 'Somministrazione al pubblico di alimenti e bevande',
  areaEn: 'Serving food and drinks to the public',
};
const HAIRDRESSER = {
  activityIt: 'Acconciatore',
  activityEn: 'Hairdresser',
  areaIt: 'Servizi alla persona',
  areaEn: 'Personal services',
};
const BEAUTY = {
  activityIt: 'Estetista, centro estetico',
  activityEn: 'Beautician, beauty centre',
  areaIt: 'Servizi alla persona',
  areaEn: 'Personal services',
};
const WORKSHOP = {
  activityIt: 'Laboratorio artigianale di produzione (falegnameria, sartoria, ceramica, oreficeria)',
  activityEn: 'Craft production workshop (carpentry, tailoring, ceramics, goldsmithing)',
  areaIt: 'Artigianato di produzione',
  areaEn: 'Craft production',
};
const FOOD_CRAFT = {
  activityIt: 'Panificio, pasticceria, gelateria artigianale',
  activityEn: 'Bakery, pastry shop, artisan ice-cream parlour',
  areaIt: 'Artigianato alimentare',
  areaEn: 'Food crafts',
};
const EXTRA_HOTEL_IT = 'Strutture ricettive extralberghiere';
const EXTRA_HOTEL_EN = 'Non-hotel accommodation';

export const INITIATIVES: readonly InitiativeEntry[] = [
  // Commercio
  {
    initiativeId: 1,
    code: 'COM-VIC-APE',
    typeInitiativeId: 1,
    descriptionIt: 'Apertura di un esercizio di vicinato (SCIA)',
    descriptionEn: 'Opening a neighbourhood shop (SCIA)',
    ...SHOP,
  },
  {
    initiativeId: 2,
    code: 'COM-VIC-SUB',
    typeInitiativeId: 1,
    descriptionIt: 'Subingresso in un esercizio di vicinato (SCIA)',
    descriptionEn: 'Taking over a neighbourhood shop (SCIA)',
    ...SHOP,
  },
  {
    initiativeId: 3,
    code: 'COM-VIC-TRA',
    typeInitiativeId: 1,
    descriptionIt: 'Trasferimento di sede di un esercizio di vicinato (SCIA)',
    descriptionEn: 'Moving a neighbourhood shop to new premises (SCIA)',
    ...SHOP,
  },
  {
    initiativeId: 4,
    code: 'COM-VIC-AMP',
    typeInitiativeId: 1,
    descriptionIt: 'Ampliamento della superficie di vendita di un esercizio di vicinato (SCIA)',
    descriptionEn: 'Enlarging the sales area of a neighbourhood shop (SCIA)',
    ...SHOP,
  },
  {
    initiativeId: 5,
    code: 'COM-VIC-CES',
    typeInitiativeId: 1,
    descriptionIt: 'Cessazione di un esercizio di vicinato (comunicazione)',
    descriptionEn: 'Closing a neighbourhood shop (notification)',
    ...SHOP,
  },
  {
    initiativeId: 6,
    code: 'COM-MSV-APE',
    typeInitiativeId: 1,
    descriptionIt: 'Apertura di una media struttura di vendita (domanda di autorizzazione)',
    descriptionEn: 'Opening a medium-sized store (application for authorisation)',
    activityIt: 'Media struttura di vendita (fino a 1.500 m², 2.500 m² nei comuni oltre 10.000 abitanti)',
    activityEn: 'Medium-sized store (up to 1,500 m², 2,500 m² in towns over 10,000 inhabitants)',
    areaIt: 'Commercio al dettaglio in sede fissa',
    areaEn: 'Retail trade on fixed premises',
  },
  {
    initiativeId: 7,
    code: 'COM-ECO-APE',
    typeInitiativeId: 1,
    descriptionIt: 'Avvio del commercio elettronico al dettaglio (SCIA)',
    descriptionEn: 'Starting online retail sales (SCIA)',
    activityIt: 'Vendita al dettaglio tramite internet (e-commerce)',
    activityEn: 'Online retail sales (e-commerce)',
    areaIt: 'Forme speciali di vendita',
    areaEn: 'Special forms of sale',
  },
  {
    initiativeId: 8,
    code: 'COM-DIS-APE',
    typeInitiativeId: 1,
    descriptionIt: 'Avvio della vendita mediante apparecchi automatici (SCIA)',
    descriptionEn: 'Starting sales through vending machines (SCIA)',
    activityIt: 'Distributori automatici di prodotti alimentari e non alimentari',
    activityEn: 'Vending machines for food and non-food products',
    areaIt: 'Forme speciali di vendita',
    areaEn: 'Special forms of sale',
  },
  {
    initiativeId: 9,
    code: 'COM-AMB-APE',
    typeInitiativeId: 1,
    descriptionIt: 'Avvio del commercio su aree pubbliche in forma itinerante',
    descriptionEn: 'Starting itinerant trade on public land',
    activityIt: 'Commercio ambulante itinerante',
    activityEn: 'Itinerant street trading',
    areaIt: 'Commercio su aree pubbliche',
    areaEn: 'Trade on public land',
  },
  {
    initiativeId: 10,
    code: 'COM-ING-APE',
    typeInitiativeId: 1,
    descriptionIt: "Avvio dell'attività di commercio all'ingrosso (SCIA)",
    descriptionEn: 'Starting a wholesale trade business (SCIA)',
    activityIt: "Commercio all'ingrosso",
    activityEn: 'Wholesale trade',
    areaIt: "Commercio all'ingrosso",
    areaEn: 'Wholesale trade',
  },
  // Somministrazione di alimenti e bevande
  {
    initiativeId: 11,
    code: 'SAB-RIS-APE',
    typeInitiativeId: 2,
    descriptionIt: 'Apertura di un ristorante o di una pizzeria (SCIA)',
    descriptionEn: 'Opening a restaurant or pizzeria (SCIA)',
    ...RESTAURANT,
  },
  {
    initiativeId: 12,
    code: 'SAB-BAR-APE',
    typeInitiativeId: 2,
    descriptionIt: 'Apertura di un bar (SCIA)',
    descriptionEn: 'Opening a bar or café (SCIA)',
    activityIt: 'Bar, caffetteria, enoteca con somministrazione',
    activityEn: 'Bar, café, wine bar',
    areaIt: 'Somministrazione al pubblico di alimenti e bevande',
    areaEn: 'Serving food and drinks to the public',
  },
  {
    initiativeId: 13,
    code: 'SAB-RIS-SUB',
    typeInitiativeId: 2,
    descriptionIt: 'Subingresso in un esercizio di somministrazione (SCIA)',
    descriptionEn: 'Taking over a restaurant or bar (SCIA)',
    ...RESTAURANT,
  },
  {
    initiativeId: 14,
    code: 'SAB-RIS-TRA',
    typeInitiativeId: 2,
    descriptionIt: 'Trasferimento di sede di un esercizio di somministrazione (SCIA)',
    descriptionEn: 'Moving a restaurant or bar to new premises (SCIA)',
    ...RESTAURANT,
  },
  {
    initiativeId: 15,
    code: 'SAB-RIS-CES',
    typeInitiativeId: 2,
    descriptionIt: 'Cessazione di un esercizio di somministrazione (comunicazione)',
    descriptionEn: 'Closing a restaurant or bar (notification)',
    ...RESTAURANT,
  },
  {
    initiativeId: 16,
    code: 'SAB-CIR-APE',
    typeInitiativeId: 2,
    descriptionIt: 'Somministrazione di alimenti e bevande in un circolo privato (SCIA)',
    descriptionEn: 'Serving food and drinks in a private club (SCIA)',
    activityIt: 'Circolo privato, associazione con somministrazione ai soci',
    activityEn: 'Private club or association serving its members',
    areaIt: 'Somministrazione al pubblico di alimenti e bevande',
    areaEn: 'Serving food and drinks to the public',
  },
  {
    initiativeId: 17,
    code: 'SAB-TMP-APE',
    typeInitiativeId: 2,
    descriptionIt: 'Somministrazione temporanea in occasione di sagre, fiere e manifestazioni (SCIA)',
    descriptionEn: 'Temporary food and drink service at fairs, festivals and events (SCIA)',
    activityIt: 'Somministrazione temporanea',
    activityEn: 'Temporary food and drink service',
    areaIt: 'Somministrazione al pubblico di alimenti e bevande',
    areaEn: 'Serving food and drinks to the public',
  },
  // Servizi alla persona
  {
    initiativeId: 18,
    code: 'SAP-ACC-APE',
    typeInitiativeId: 3,
    descriptionIt: "Apertura di un'attività di acconciatore (SCIA)",
    descriptionEn: 'Opening a hairdressing salon (SCIA)',
    ...HAIRDRESSER,
  },
  {
    initiativeId: 19,
    code: 'SAP-ACC-SUB',
    typeInitiativeId: 3,
    descriptionIt: "Subingresso in un'attività di acconciatore (SCIA)",
    descriptionEn: 'Taking over a hairdressing salon (SCIA)',
    ...HAIRDRESSER,
  },
  {
    initiativeId: 20,
    code: 'SAP-EST-APE',
    typeInitiativeId: 3,
    descriptionIt: 'Apertura di un centro estetico (SCIA)',
    descriptionEn: 'Opening a beauty centre (SCIA)',
    ...BEAUTY,
  },
  {
    initiativeId: 21,
    code: 'SAP-EST-CES',
    typeInitiativeId: 3,
    descriptionIt: "Cessazione di un'attività di estetista (comunicazione)",
    descriptionEn: 'Closing a beauty centre (notification)',
    ...BEAUTY,
  },
  {
    initiativeId: 22,
    code: 'SAP-TAT-APE',
    typeInitiativeId: 3,
    descriptionIt: "Apertura di un'attività di tatuaggio e piercing (SCIA)",
    descriptionEn: 'Opening a tattoo and piercing studio (SCIA)',
    activityIt: 'Tatuatore, piercer',
    activityEn: 'Tattoo artist, piercer',
    areaIt: 'Servizi alla persona',
    areaEn: 'Personal services',
  },
  {
    initiativeId: 23,
    code: 'SAP-LAV-APE',
    typeInitiativeId: 3,
    descriptionIt: 'Apertura di una lavanderia (SCIA)',
    descriptionEn: 'Opening a laundry or dry cleaner (SCIA)',
    activityIt: 'Lavanderia, tintoria, lavanderia self-service',
    activityEn: 'Laundry, dry cleaner, self-service launderette',
    areaIt: 'Servizi alla persona',
    areaEn: 'Personal services',
  },
  {
    initiativeId: 24,
    code: 'SAP-PAL-APE',
    typeInitiativeId: 3,
    descriptionIt: 'Apertura di una palestra (SCIA)',
    descriptionEn: 'Opening a gym (SCIA)',
    activityIt: 'Palestra, centro fitness',
    activityEn: 'Gym, fitness centre',
    areaIt: 'Impianti sportivi',
    areaEn: 'Sports facilities',
  },
  // Artigianato
  {
    initiativeId: 25,
    code: 'ART-LAB-APE',
    typeInitiativeId: 4,
    descriptionIt: 'Apertura di un laboratorio artigianale (SCIA)',
    descriptionEn: 'Opening a craft workshop (SCIA)',
    ...WORKSHOP,
  },
  {
    initiativeId: 26,
    code: 'ART-LAB-TRA',
    typeInitiativeId: 4,
    descriptionIt: 'Trasferimento di sede di un laboratorio artigianale (SCIA)',
    descriptionEn: 'Moving a craft workshop to new premises (SCIA)',
    ...WORKSHOP,
  },
  {
    initiativeId: 27,
    code: 'ART-LAB-CES',
    typeInitiativeId: 4,
    descriptionIt: 'Cessazione di un laboratorio artigianale (comunicazione)',
    descriptionEn: 'Closing a craft workshop (notification)',
    ...WORKSHOP,
  },
  {
    initiativeId: 28,
    code: 'ART-ALI-APE',
    typeInitiativeId: 4,
    descriptionIt: 'Apertura di un laboratorio alimentare artigianale con notifica sanitaria (SCIA)',
    descriptionEn: 'Opening an artisan food workshop, with health notification (SCIA)',
    ...FOOD_CRAFT,
  },
  {
    initiativeId: 29,
    code: 'ART-ALI-SUB',
    typeInitiativeId: 4,
    descriptionIt: 'Subingresso in un laboratorio alimentare artigianale (SCIA)',
    descriptionEn: 'Taking over an artisan food workshop (SCIA)',
    ...FOOD_CRAFT,
  },
  {
    initiativeId: 30,
    code: 'ART-ASP-APE',
    typeInitiativeId: 4,
    descriptionIt: 'Apertura di una rosticceria o pizzeria da asporto (SCIA)',
    descriptionEn: 'Opening a takeaway rotisserie or pizzeria (SCIA)',
    activityIt: 'Rosticceria, pizzeria al taglio, gastronomia da asporto',
    activityEn: 'Rotisserie, pizza by the slice, takeaway delicatessen',
    areaIt: 'Artigianato alimentare',
    areaEn: 'Food crafts',
  },
  {
    initiativeId: 31,
    code: 'ART-AUT-APE',
    typeInitiativeId: 4,
    descriptionIt: "Apertura di un'officina di autoriparazione (SCIA)",
    descriptionEn: 'Opening a vehicle repair workshop (SCIA)',
    activityIt: 'Meccatronica, carrozzeria, gommista',
    activityEn: 'Mechatronics, body repair, tyre service',
    areaIt: 'Autoriparazione',
    areaEn: 'Vehicle repair',
  },
  // Turismo e strutture ricettive
  {
    initiativeId: 32,
    code: 'TUR-BEB-APE',
    typeInitiativeId: 5,
    descriptionIt: "Avvio di un'attività di bed and breakfast (SCIA)",
    descriptionEn: 'Starting a bed and breakfast (SCIA)',
    activityIt: 'Bed and breakfast',
    activityEn: 'Bed and breakfast',
    areaIt: EXTRA_HOTEL_IT,
    areaEn: EXTRA_HOTEL_EN,
  },
  {
    initiativeId: 33,
    code: 'TUR-AFF-APE',
    typeInitiativeId: 5,
    descriptionIt: "Avvio di un'attività di affittacamere (SCIA)",
    descriptionEn: 'Starting a guest house with rooms to let (SCIA)',
    activityIt: 'Affittacamere',
    activityEn: 'Rooms to let',
    areaIt: EXTRA_HOTEL_IT,
    areaEn: EXTRA_HOTEL_EN,
  },
  {
    initiativeId: 34,
    code: 'TUR-CAV-APE',
    typeInitiativeId: 5,
    descriptionIt: 'Avvio di case e appartamenti per vacanze (SCIA)',
    descriptionEn: 'Starting holiday homes and apartments (SCIA)',
    activityIt: 'Case e appartamenti per vacanze',
    activityEn: 'Holiday homes and apartments',
    areaIt: EXTRA_HOTEL_IT,
    areaEn: EXTRA_HOTEL_EN,
  },
  {
    initiativeId: 35,
    code: 'TUR-ALB-APE',
    typeInitiativeId: 5,
    descriptionIt: 'Apertura di una struttura ricettiva alberghiera (SCIA)',
    descriptionEn: 'Opening a hotel (SCIA)',
    activityIt: 'Albergo, residenza turistico-alberghiera',
    activityEn: 'Hotel, aparthotel',
    areaIt: 'Strutture ricettive alberghiere',
    areaEn: 'Hotel accommodation',
  },
  {
    initiativeId: 36,
    code: 'TUR-AGR-APE',
    typeInitiativeId: 5,
    descriptionIt: "Avvio di un'attività agrituristica (SCIA)",
    descriptionEn: 'Starting a farm-stay business (SCIA)',
    activityIt: 'Agriturismo con alloggio e ristorazione',
    activityEn: 'Farm stay with lodging and meals',
    areaIt: 'Agriturismo',
    areaEn: 'Agritourism',
  },
  {
    initiativeId: 37,
    code: 'TUR-AGV-APE',
    typeInitiativeId: 5,
    descriptionIt: "Apertura di un'agenzia di viaggi e turismo (SCIA)",
    descriptionEn: 'Opening a travel agency (SCIA)',
    activityIt: 'Agenzia di viaggi e turismo',
    activityEn: 'Travel agency',
    areaIt: 'Servizi turistici',
    areaEn: 'Tourism services',
  },
];
