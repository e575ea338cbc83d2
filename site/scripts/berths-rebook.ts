// `/berths?rebook={id}` (an expired hold's way back) opens the reservation dialog as soon as the berth
// finder runs. The finder hydrates as it comes into view (decision 077), so the page goes to it at once.
if (new URLSearchParams(window.location.search).has('rebook')) document.getElementById('find-a-berth')?.scrollIntoView();
