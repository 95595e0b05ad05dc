/** About 200 world cities (name and ISO country code) for the forecast template's completion. */
const CITY_TABLE = `Abidjan CI|Abu Dhabi AE|Accra GH|Addis Ababa ET|Adelaide AU|Ahmedabad IN|Algiers DZ|Almaty KZ|Amman JO|Amsterdam NL|Anchorage US|Ankara TR|Antananarivo MG|Antwerp BE|Asunción PY|Athens GR|Atlanta US|Auckland NZ|Austin US|Baghdad IQ|Baku AZ|Bamako ML|Bangalore IN|Bangkok TH|Barcelona ES|Basel CH|Beijing CN|Beirut LB|Belgrade RS|Belo Horizonte BR|Bergen NO|Berlin DE|Bern CH|Bilbao ES|Birmingham GB|Bogotá CO|Bologna IT|Bordeaux FR|Boston US|Brasília BR|Bratislava SK|Brisbane AU|Bristol GB|Brussels BE|Bucharest RO|Budapest HU|Buenos Aires AR|Busan KR|Cairo EG|Calgary CA|Cali CO|Canberra AU|Cape Town ZA|Caracas VE|Casablanca MA|Chengdu CN|Chennai IN|Chicago US|Christchurch NZ|Cologne DE|Copenhagen DK|Cork IE|Curitiba BR|Dakar SN|Dallas US|Damascus SY|Da Nang VN|Dar es Salaam TZ|Delhi IN|Denver US|Dhaka BD|Doha QA|Dubai AE|Dublin IE|Durban ZA|Düsseldorf DE|Edinburgh GB|Florence IT|Fortaleza BR|Frankfurt DE|Fukuoka JP|Gdańsk PL|Geneva CH|Genoa IT|Glasgow GB|Gothenburg SE|Guadalajara MX|Guangzhou CN|Guatemala City GT|Hamburg DE|Hanoi VN|Harare ZW|Havana CU|Helsinki FI|Ho Chi Minh City VN|Hong Kong HK|Honolulu US|Houston US|Hyderabad IN|Istanbul TR|Izmir TR|Jakarta ID|Jeddah SA|Jerusalem IL|Johannesburg ZA|Kabul AF|Kampala UG|Karachi PK|Kathmandu NP|Kraków PL|Kuala Lumpur MY|Kyiv UA|Kyoto JP|Lagos NG|Lahore PK|La Paz BO|Las Vegas US|Leeds GB|Leipzig DE|Lille FR|Lima PE|Lisbon PT|Liverpool GB|Ljubljana SI|London GB|Los Angeles US|Luanda AO|Lusaka ZM|Luxembourg LU|Lyon FR|Madrid ES|Malmö SE|Manchester GB|Manila PH|Maputo MZ|Marrakesh MA|Marseille FR|Medellín CO|Melbourne AU|Mexico City MX|Miami US|Milan IT|Minneapolis US|Minsk BY|Montevideo UY|Montreal CA|Moscow RU|Mumbai IN|Munich DE|Muscat OM|Nagoya JP|Nairobi KE|Nantes FR|Naples IT|New Orleans US|New York US|Nice FR|Osaka JP|Oslo NO|Ottawa CA|Palermo IT|Panama City PA|Paramaribo SR|Paris FR|Parma IT|Perth AU|Philadelphia US|Phnom Penh KH|Phoenix US|Porto PT|Porto Alegre BR|Portland US|Prague CZ|Pune IN|Quito EC|Rabat MA|Reykjavík IS|Riga LV|Rio de Janeiro BR|Riyadh SA|Rome IT|Rotterdam NL|Salvador BR|San Diego US|San Francisco US|San José CR|Santiago CL|São Paulo BR|Sapporo JP|Seattle US|Seoul KR|Seville ES|Shanghai CN|Shenzhen CN|Singapore SG|Sofia BG|Stockholm SE|Strasbourg FR|Stuttgart DE|Sydney AU|Taipei TW|Tallinn EE|Tashkent UZ|Tbilisi GE|Tehran IR|Tel Aviv IL|Tokyo JP|Toronto CA|Toulouse FR|Tunis TN|Turin IT|Ulaanbaatar MN|Utrecht NL|Valencia ES|Vancouver CA|Venice IT|Vienna AT|Vilnius LT|Warsaw PL|Washington US|Wellington NZ|Windhoek NA|Wrocław PL|Yerevan AM|Yokohama JP|Zagreb HR|Zürich CH`;

export interface WorldCity {
  name: string;
  country: string;
}

export const WORLD_CITIES: readonly WorldCity[] = CITY_TABLE.split('|').map((entry) => {
  const separator = entry.lastIndexOf(' ');
  return { name: entry.slice(0, separator), country: entry.slice(separator + 1) };
});

export function findCity(name: string): WorldCity | undefined {
  const wanted = name.toLocaleLowerCase('en');
  return WORLD_CITIES.find((city) => city.name.toLocaleLowerCase('en') === wanted);
}

/** Prefix matches first, then matches inside the name (so "york" still finds New York). */
export function completeCity(value: string): string[] {
  const wanted = value.toLocaleLowerCase('en');
  const prefixMatches: string[] = [];
  const innerMatches: string[] = [];
  for (const { name } of WORLD_CITIES) {
    const lowered = name.toLocaleLowerCase('en');
    if (lowered.startsWith(wanted)) prefixMatches.push(name);
    else if (lowered.includes(wanted)) innerMatches.push(name);
  }
  return [...prefixMatches, ...innerMatches];
}
