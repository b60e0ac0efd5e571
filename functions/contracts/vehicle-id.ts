/**
 * A vehicle's id: its model code and model year, `flhx-2016` (contracts/vehicle-vocabulary.ts).
 * A module of its own because the shop's first load needs only this: its URL codec reads the
 * `vehicle` filter, and the vocabulary's tables would come along with anything else.
 */
export const VEHICLE_ID_PATTERN = /^[a-z0-9]{2,12}-\d{4}$/;
export const vehicleIdOf = (code: string, year: number) => `${code.toLowerCase()}-${year}`;
