// Public surface of @ref/venue-sim: the simulator, the scenario format and the normalised book shape.
export { startVenueSim, type VenueSim, type VenueSimOptions, type VenueSimControl, type AdvanceOptions, type AdvanceReport } from './sim.ts';
export { validateScenario, loadScenarioFile, ScenarioError, type Scenario, type Match, type TimelineEntry } from './scenario.ts';
export type { NormalisedBook, VenueTag, StreamVenue } from './state.ts';
export type { MalformedKind } from './ws.ts';
