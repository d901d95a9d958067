import './recordPanel.css';

/** Class names of the record panel's pieces (styled in recordPanel.css). */
export const recordPanelClasses = {
  panel: 'fd-record-panel',
  header: 'fd-record-panel-header',
  title: 'fd-record-panel-title',
  section: 'fd-record-panel-section',
  facts: 'fd-record-panel-facts',
  numeric: 'fd-record-panel-numeric',
  timeline: 'fd-record-panel-timeline',
};
