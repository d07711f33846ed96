export {
  ANTE_TYPES,
  BLIND_PACES,
  DEFAULT_WIZARD_INPUT,
  WIZARD_LIMITS,
  generateBlindStructure,
  validateWizardInput,
} from './blind-structure-wizard';
export type {
  AnteType,
  BlindPace,
  BlindStructureWizardInput,
  GeneratedBlindLevel,
  WizardInputIssue,
} from './blind-structure-wizard';
