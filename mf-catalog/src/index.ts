// Async boundary: shared singletons (react, the event bus...) are negotiated before any of
// them is evaluated; importing bootstrap eagerly fails with "not available for eager consumption".
void import('./bootstrap');
