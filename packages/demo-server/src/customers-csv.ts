import { createSeededRandom, integerBetween, pick } from './seeded-random.js';

const FIRST_NAMES = ['Ada', 'Bruno', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Gustavo', 'Hana', 'Ines', 'Jonas', 'Kofi', 'Lena', 'Mateo', 'Nia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tomás', 'Uma', 'Viktor', 'Wen', 'Yara', 'Zeynep'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Moreau', 'Petrov', 'Yilmaz', 'Haddad', 'Silva', 'Sato', 'García', 'Becker', 'Mensah', 'Novak', 'Rossi', 'Khan', 'Nowak', 'Iyer', 'Dubois', 'Costa', 'Berg', 'Fernández'];
const CITIES = ['Rotterdam', 'Hamburg', 'Antwerp', 'Valencia', 'Gdańsk', 'Genoa', 'Piraeus', 'Le Havre', 'Felixstowe', 'Marseille'];
const PLANS = ['starter', 'business', 'enterprise'];

/** A customer table as CSV; one name per row contains a comma so quoting is exercised. */
export function generateCustomersCsv(rowCount: number): string {
  const random = createSeededRandom(4_242);
  const rows = ['id,name,city,plan,shipments_last_30_days,signed_up'];
  for (let index = 1; index <= rowCount; index++) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const name = index % 17 === 0 ? `"${last}, ${first}"` : `${first} ${last}`;
    const month = String(integerBetween(random, 1, 12)).padStart(2, '0');
    const day = String(integerBetween(random, 1, 28)).padStart(2, '0');
    rows.push(
      [index, name, pick(random, CITIES), pick(random, PLANS), integerBetween(random, 0, 480), `${integerBetween(random, 2019, 2026)}-${month}-${day}`].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}
