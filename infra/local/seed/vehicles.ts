import type { VehicleModel } from '../../../functions/contracts/vehicles.js';

/**
 * The demo vehicle models: the Harley-Davidson families and model years the demo catalogue's parts
 * are made for (Evolution 1984–1999, Sportster 2004–2021, Twin Cam 1999–2017, Milwaukee-Eight
 * 2017–2025), and a little beyond, so the garage offers the bikes riders bring to the workshop.
 *
 * Engines by model year follow the factory's changes, which did not come in the same year for
 * every family: Dyna and Touring got the Twin Cam 88 for 1999, the Softail (its counterbalanced
 * 88B) for 2000; Touring got the Milwaukee-Eight for 2017, the Softail for 2018, when the Dyna
 * line ended and its names (Street Bob, Fat Bob, Low Rider) moved to the new Softail frame.
 * Simplified where a year had both engines by trim: the model's common engine is given.
 */
const hd = 'harley-davidson' as const;

export const demoVehicleModels: VehicleModel[] = [
  // Sportster
  { make: hd, family: 'sportster', code: 'XL883', name: 'Sportster 883', engines: [{ from: 1986, to: 2009, engine: 'xl-883' }] },
  { make: hd, family: 'sportster', code: 'XL883N', name: 'Iron 883', engines: [{ from: 2009, to: 2022, engine: 'xl-883' }] },
  { make: hd, family: 'sportster', code: 'XL1200C', name: 'Sportster 1200 Custom', engines: [{ from: 1996, to: 2020, engine: 'xl-1200' }] },
  { make: hd, family: 'sportster', code: 'XL1200X', name: 'Forty-Eight', engines: [{ from: 2010, to: 2022, engine: 'xl-1200' }] },
  { make: hd, family: 'sportster', code: 'RH1250S', name: 'Sportster S', engines: [{ from: 2021, to: 2025, engine: 'rm-1250' }] },
  { make: hd, family: 'sportster', code: 'RH975', name: 'Nightster', engines: [{ from: 2022, to: 2025, engine: 'rm-975' }] },
  // Softail
  {
    make: hd,
    family: 'softail',
    code: 'FXST',
    name: 'Softail Standard',
    engines: [
      { from: 1984, to: 1999, engine: 'evo-1340' },
      { from: 2000, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2007, engine: 'tc96' },
    ],
  },
  {
    make: hd,
    family: 'softail',
    code: 'FLSTC',
    name: 'Heritage Softail Classic',
    engines: [
      { from: 1986, to: 1999, engine: 'evo-1340' },
      { from: 2000, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  {
    make: hd,
    family: 'softail',
    code: 'FLSTF',
    name: 'Fat Boy',
    engines: [
      { from: 1990, to: 1999, engine: 'evo-1340' },
      { from: 2000, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  {
    make: hd,
    family: 'softail',
    code: 'FLSTN',
    name: 'Softail Deluxe',
    engines: [
      { from: 2005, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  { make: hd, family: 'softail', code: 'FXSB', name: 'Breakout', engines: [{ from: 2013, to: 2017, engine: 'tc103' }] },
  {
    make: hd,
    family: 'softail',
    code: 'FLFB',
    name: 'Fat Boy',
    engines: [
      { from: 2018, to: 2020, engine: 'm8-107' },
      { from: 2021, to: 2025, engine: 'm8-114' },
    ],
  },
  {
    make: hd,
    family: 'softail',
    code: 'FLHC',
    name: 'Heritage Classic',
    engines: [
      { from: 2018, to: 2020, engine: 'm8-107' },
      { from: 2021, to: 2025, engine: 'm8-114' },
    ],
  },
  {
    make: hd,
    family: 'softail',
    code: 'FXBB',
    name: 'Street Bob',
    engines: [
      { from: 2018, to: 2021, engine: 'm8-107' },
      { from: 2022, to: 2025, engine: 'm8-114' },
    ],
  },
  { make: hd, family: 'softail', code: 'FXLRS', name: 'Low Rider S', engines: [{ from: 2020, to: 2025, engine: 'm8-114' }] },
  // Dyna
  {
    make: hd,
    family: 'dyna',
    code: 'FXD',
    name: 'Dyna Super Glide',
    engines: [
      { from: 1995, to: 1998, engine: 'evo-1340' },
      { from: 1999, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2010, engine: 'tc96' },
    ],
  },
  {
    make: hd,
    family: 'dyna',
    code: 'FXDWG',
    name: 'Dyna Wide Glide',
    engines: [
      { from: 1993, to: 1998, engine: 'evo-1340' },
      { from: 1999, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  {
    make: hd,
    family: 'dyna',
    code: 'FXDL',
    name: 'Dyna Low Rider',
    engines: [
      { from: 1993, to: 1998, engine: 'evo-1340' },
      { from: 1999, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  {
    make: hd,
    family: 'dyna',
    code: 'FXDB',
    name: 'Dyna Street Bob',
    engines: [
      { from: 2006, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  {
    make: hd,
    family: 'dyna',
    code: 'FXDF',
    name: 'Dyna Fat Bob',
    engines: [
      { from: 2008, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2017, engine: 'tc103' },
    ],
  },
  // Touring
  {
    make: hd,
    family: 'touring',
    code: 'FLHT',
    name: 'Electra Glide Standard',
    engines: [
      { from: 1984, to: 1998, engine: 'evo-1340' },
      { from: 1999, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2011, engine: 'tc96' },
      { from: 2012, to: 2016, engine: 'tc103' },
      { from: 2017, to: 2019, engine: 'm8-107' },
    ],
  },
  {
    make: hd,
    family: 'touring',
    code: 'FLHTCU',
    name: 'Ultra Classic Electra Glide',
    engines: [
      { from: 1989, to: 1998, engine: 'evo-1340' },
      { from: 1999, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2010, engine: 'tc96' },
      { from: 2011, to: 2013, engine: 'tc103' },
    ],
  },
  {
    make: hd,
    family: 'touring',
    code: 'FLHR',
    name: 'Road King',
    engines: [
      { from: 1994, to: 1998, engine: 'evo-1340' },
      { from: 1999, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2010, engine: 'tc96' },
      { from: 2011, to: 2016, engine: 'tc103' },
      { from: 2017, to: 2020, engine: 'm8-107' },
      { from: 2021, to: 2025, engine: 'm8-114' },
    ],
  },
  {
    make: hd,
    family: 'touring',
    code: 'FLHX',
    name: 'Street Glide',
    engines: [
      { from: 2006, to: 2006, engine: 'tc88' },
      { from: 2007, to: 2010, engine: 'tc96' },
      { from: 2011, to: 2016, engine: 'tc103' },
      { from: 2017, to: 2023, engine: 'm8-107' },
      { from: 2024, to: 2025, engine: 'm8-117' },
    ],
  },
  {
    make: hd,
    family: 'touring',
    code: 'FLTRX',
    name: 'Road Glide',
    engines: [
      { from: 2015, to: 2016, engine: 'tc103' },
      { from: 2017, to: 2023, engine: 'm8-107' },
      { from: 2024, to: 2025, engine: 'm8-117' },
    ],
  },
  {
    make: hd,
    family: 'touring',
    code: 'FLHTK',
    name: 'Ultra Limited',
    engines: [
      { from: 2010, to: 2016, engine: 'tc103' },
      { from: 2017, to: 2019, engine: 'm8-107' },
      { from: 2020, to: 2023, engine: 'm8-114' },
    ],
  },
  // FXR
  { make: hd, family: 'fxr', code: 'FXR', name: 'Super Glide II', engines: [{ from: 1986, to: 1994, engine: 'evo-1340' }] },
  { make: hd, family: 'fxr', code: 'FXRS', name: 'Low Rider', engines: [{ from: 1984, to: 1992, engine: 'evo-1340' }] },
  { make: hd, family: 'fxr', code: 'FXRT', name: 'Sport Glide', engines: [{ from: 1984, to: 1993, engine: 'evo-1340' }] },
];
