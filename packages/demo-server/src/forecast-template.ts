import { ResourceNotFoundError } from '@modelcontextprotocol/server';
import { isoDate } from './demo-epoch.js';
import { DEMO_TEMPLATES } from './demo-uris.js';
import { fileIcons } from './file-icons.js';
import { createSeededRandom, hashString, integerBetween, pick } from './seeded-random.js';
import { filterByPrefix, matchSimpleTemplate, type TemplateDefinition } from './template-definition.js';
import { completeCity, findCity } from './world-cities.js';

export const FORECAST_DAYS = 7;
const CONDITIONS = ['sunny', 'partly cloudy', 'overcast', 'light rain', 'showers', 'thunderstorms', 'fog', 'windy'];

function forecastDates(): string[] {
  return Array.from({ length: FORECAST_DAYS }, (_, day) => isoDate(day));
}

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** weather://forecast/{city}/{date}: `date` completes only once `city` (in context.arguments) is a known city. */
export function forecastTemplate(): TemplateDefinition {
  return {
    template: {
      uriTemplate: DEMO_TEMPLATES.forecast,
      name: 'forecast',
      title: 'Weather forecast',
      description: 'Daily forecast for one of ~200 world cities. Dates complete for the next 7 days once a city is chosen.',
      mimeType: 'application/json',
      icons: fileIcons('weather'),
      annotations: { audience: ['user', 'assistant'], priority: 0.4 },
    },
    cachePolicy: { ttlMs: 600_000, cacheScope: 'public' },
    completions: {
      city: (value) => completeCity(value),
      date: (value, context) => {
        const city = context?.arguments?.['city'];
        return city && findCity(city) ? filterByPrefix(forecastDates(), value) : [];
      },
    },
    match: (uri) => matchSimpleTemplate(DEMO_TEMPLATES.forecast, uri),
    read(uri, variables) {
      const city = findCity(variables['city'] ?? '');
      const date = variables['date'] ?? '';
      if (!city || !isIsoDate(date)) throw new ResourceNotFoundError(uri);
      const random = createSeededRandom(hashString(`${city.name}/${date}`));
      const low = integerBetween(random, -8, 22);
      const forecast = {
        city: city.name,
        country: city.country,
        date,
        summary: pick(random, CONDITIONS),
        temperatureC: { min: low, max: low + integerBetween(random, 3, 12) },
        precipitationMm: Math.round(random() * 180) / 10,
        windKph: integerBetween(random, 0, 55),
        hourly: [0, 3, 6, 9, 12, 15, 18, 21].map((hour) => ({
          time: `${date}T${String(hour).padStart(2, '0')}:00:00Z`,
          temperatureC: low + integerBetween(random, 0, 10),
          condition: pick(random, CONDITIONS),
        })),
      };
      return { contents: [{ uri, mimeType: 'application/json', text: `${JSON.stringify(forecast, null, 2)}\n` }] };
    },
  };
}
